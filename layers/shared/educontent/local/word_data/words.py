"""The hand-picked words the word-sounds bank is built from: common, concrete words a K-2 child
knows, written with their syllables split by hyphens (``rab-bit``). Nouns that a picture can show
are in ``PICTURED``; the rest (verbs, describing words) get no picture."""

from __future__ import annotations

PICTURED = """
cat hat bat mat rat map cap can fan pan van bag jam ham bed hen pen net jet web leg pig wig pin
fin lid bib dog log pot mop top sock rock lock sun bun bus cup pup rug bug mug jug tub nut hut gum
duck truck drum frog flag crab plum sled star swing nest desk lamp hand milk tent belt gift mask
ship shell fish dish chin chip chick lunch bath moth whale wheel sheep cheese peach bench teeth
cake lake rake gate cape tape bike kite hive dime nine five rope nose rose bone cone cube tube
flute rain tail mail snail train paint hay tray bee tree feet seed leaf seal beach boat coat goat
road soap toast snow bowl cow owl house mouse cloud coin boy toy moon spoon book foot hook car
jar farm barn corn fork horn bird girl shirt clock stamp skunk block brush dress glass snake smile
plane globe bread head thread crown clown wood boot
rab-bit kit-ten nap-kin bas-ket muf-fin pump-kin pic-nic ro-bot ti-ger pen-cil wag-on lem-on
but-ton pup-pet sun-set cup-cake rain-bow mail-box sail-boat pop-corn gar-den ta-ble ap-ple
ze-bra tur-tle mon-key wa-ter win-dow can-dle cook-ie pil-low pea-nut cac-tus chick-en jack-et
pock-et rock-et pan-da cam-el but-ter-fly ba-nan-a el-e-phant um-brel-la to-ma-to di-no-saur
kan-ga-roo oc-to-pus com-put-er la-dy-bug po-ta-to pi-an-o fam-i-ly an-i-mal bi-cy-cle
cat-er-pil-lar hel-i-cop-ter wa-ter-mel-on al-li-ga-tor har-mon-i-ca
"""

MASS = frozenset(
    [
        "cheese",
        "milk",
        "corn",
        "soap",
        "hay",
        "gum",
        "popcorn",
        "water",
        "bread",
        "toast",
        "rain",
        "jam",
        "ham",
        "mail",
        "paint",
        "teeth",
        "feet",
        "wood",
    ]
)
"""Pictured words said without "a": "a picture of milk"."""

OTHER = """
sit run fun big red wet hop hip lip tip dip sip nap tap sad dad mom ten six yes get let
jump swim clap stop spin grin skip flip drip step trip green sleep seat meat team bean eat clean
dream play day say stay go no grow slow show blow like ride hide time make name same game home
note hope cute use fine kite pine ripe cut not kit tub can rip fin dim cub rod plan slid hid
mad hat tap made tape fine dime cube rode plane slide hide bite bit pet
look cook good down town brown jump sing ring king long song
spread breath food pool room zoo tooth broom
hap-py fun-ny sil-ly sun-ny bun-ny yel-low
"""
