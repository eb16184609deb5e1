"""Questions about a text's form (RL.K.5-RL.8.5), asked about one built story told as a story, a play
(``plays.as_play``) or in chapters (``plays.as_chapters``), one builder per kind (``KINDS``).

Each kind names the form it shows (``FORMS``). About a story: what kind of text it is (a story, a
storybook) and how a reader can tell. About a play: what kind of text it is, who is in its cast, what
the words in parentheses tell, who says a line, who speaks last in Scene 1, in which scene the narrator
tells an event, what the stage directions show that a story would tell in narration, and why the play
has a narrator. About chapters: which chapter tells how the problem is solved, in which chapter an
event happens and what a chapter adds. Pair kinds (``form_pairs``) show the story and the play
together. Every answer comes from the world and the rendering's structure; wrong answers name other
parts of the text, other forms, or characters and events that are not in it.
"""

from __future__ import annotations

from educontent.generation.items import Passage
from educontent.generation.kit.choose import pick
from educontent.generation.kit.text_forms import Wrong
from educontent.generation.kit.types import PB
from educontent.generation.reading.comprehension.world import form_chapters, form_pairs, plays, stories
from educontent.generation.reading.comprehension.world.asking import Asked, Kind, asked_draft, pick_kind
from educontent.generation.reading.comprehension.world.common import cap
from educontent.generation.registry import Draft, GenerationContext, NoSuchForm

STORY, PLAY, CHAPTERS = "story", "play", "chapters"
_NOUNS = {STORY: "story", PLAY: "play", CHAPTERS: "story"}


def item(ctx: GenerationContext) -> Draft:
    """An item about a story drawn for the grade, told in the form its kind needs."""
    story = stories.draw(ctx.rng, ctx.grade)
    kind = pick_kind(ctx, KINDS, usable(story, ctx.content_type))
    split = 1 + ctx.rng.randrange(len(story.events) - 1)
    form = FORMS[kind]
    if form == form_pairs.PAIR:
        return form_pairs.item(ctx, story, kind, split)
    if form == PLAY:
        passage = plays.as_play(story, ctx.grade, split)
    elif form == CHAPTERS:
        passage = plays.as_chapters(story, ctx.grade, split)
    else:
        passage = stories.render(story, ctx.grade)
    return asked_draft(ctx, passage, KINDS[kind].build(ctx, story, passage, split), noun=_NOUNS[form])


def usable(story: stories.Story, content_type: str) -> list[str]:
    """The kinds this story can be asked: a play or chapters from second grade up, two texts only in a
    passage-based item."""
    found = [k for k, form in FORMS.items() if form == STORY or story.band != "k1"]
    if not stories.has_setting(story):
        found = [k for k in found if k != "scene-place"]
    if content_type != PB:
        found = [k for k in found if FORMS[k] != form_pairs.PAIR]
    if not found:
        raise NoSuchForm("no form kind fits this story")
    return found


def outsiders(ctx: GenerationContext, story: stories.Story, count: int) -> list[str]:
    """Names of the band's cast who are not in the story."""
    taken = (story.hero.name, story.helper.name)
    return ctx.rng.sample([p.name for p in stories.cast_of(story.band) if p.name not in taken], count)


def series(names: list[str]) -> str:
    """Names as a list in a sentence: "A", "A and B", "A, B, and C"."""
    if len(names) <= 2:
        return " and ".join(names)
    return f"{', '.join(names[:-1])}, and {names[-1]}"


def _story_kind(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    if story.band == "k1" and ctx.grade == 0:
        answer, wrong = (
            "A story",
            [
                Wrong("A poem", "story-as-poem", "It does not have lines that rhyme."),
                Wrong("A text that gives facts", "story-as-facts", "It tells about characters, not facts."),
            ],
        )
    elif story.band == "k1":
        answer, wrong = (
            "A storybook that tells a story",
            [
                Wrong("A book that gives information", "story-as-information", "It tells about characters."),
                Wrong("A poem", "story-as-poem", "It does not have lines that rhyme."),
            ],
        )
    else:
        answer, wrong = (
            "A story",
            [
                Wrong("A play", "story-as-play", "It has no cast list, no scenes and no lines for actors."),
                Wrong("A poem", "story-as-poem", "It is written in paragraphs, not in lines and stanzas."),
                Wrong(
                    "An article that gives facts", "story-as-facts", "It tells about characters, not facts."
                ),
            ],
        )
    return Asked(
        "text-kind",
        "What kind of text is this?",
        answer,
        wrong,
        f"It tells a story: it has characters, {story.hero.name} and {story.helper.name}, "
        f"a problem and how it is solved. {story.problem}",
        acceptable=(answer, "a story", "story", "storybook", "a storybook", "fiction"),
    )


def _story_clues(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    hero, helper = story.hero.name, story.helper.name
    return Asked(
        "story-clues",
        "How can you tell this text is a story?",
        f"It tells about {hero} and {helper} and a problem they fix.",
        [
            Wrong("It gives true facts about a topic.", "story-as-facts", "It tells what characters do."),
            Wrong("It has lines that rhyme.", "story-as-poem", "Its lines do not rhyme."),
            Wrong(
                f"It tells about {outsiders(ctx, story, 1)[0]} and a problem.",
                "name-not-in-story",
                "No one by that name is in this story.",
            ),
        ],
        f"A story has characters and a problem. This one tells about {hero} and {helper}. {story.problem}",
        task="reason",
    )


def _play_kind(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    return Asked(
        "play-kind",
        "What kind of text is this?",
        "A play",
        [
            Wrong(
                "A story told only in paragraphs", "play-as-story", "It has a cast list, scenes and lines."
            ),
            Wrong("A poem", "play-as-poem", "Its lines do not rhyme, and it has no stanzas."),
            Wrong("An article that gives facts", "play-as-facts", "It tells about characters, not facts."),
        ],
        "It is a play: it has a cast of characters, scenes, stage directions and lines that show who speaks.",
        acceptable=("A play", "a play", "play", "a drama", "drama"),
    )


def cast_names(story: stories.Story) -> list[str]:
    """The cast as the cast list names them (a worker, not Worker)."""
    return [
        plays.NARRATOR,
        story.hero.name,
        story.helper.name,
        *(f"a {n.lower()}" for n in plays.extras(story)),
    ]


def speakers(passage: Passage) -> list[str]:
    """Who speaks in the play, in the order they first speak."""
    return list(dict.fromkeys(line.speaker for s in passage.sections for line in s.lines or ()))


def _cast(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    names = cast_names(story)
    stranger, other = outsiders(ctx, story, 2)
    return Asked(
        "cast",
        "Which characters are in the cast of this play?",
        series(names),
        [
            Wrong(
                series([*names[:2], stranger, *names[3:]]),
                "cast-name-not-in-play",
                f"{stranger} is not in it.",
            ),
            Wrong(series([names[0], other, *names[2:]]), "cast-name-not-in-play", f"{other} is not in it."),
            Wrong(series(names[1:]), "narrator-left-out", "The cast list also names the narrator."),
        ],
        f"The cast of characters at the start of the play lists them: {passage.sections[0].paragraphs[0]}",
    )


def _parentheses(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    hero = story.hero.name
    line = next(line for s in passage.sections for line in s.lines or () if line.direction)
    return Asked(
        "parentheses",
        f"In the play, what do the words in parentheses after {hero}'s name, ({line.direction}), tell?",
        f"How {hero} feels while saying the line",
        [
            Wrong(
                f"Words that {hero} says out loud",
                "direction-as-dialogue",
                "Words in parentheses are not said.",
            ),
            Wrong(
                "Where the scene takes place",
                "direction-as-setting",
                "The setting comes at the start of a scene.",
            ),
            Wrong("Who is in the play", "direction-as-cast", "The cast of characters tells who is in it."),
        ],
        f"Words in parentheses are stage directions. ({line.direction}) tells how {hero} feels "
        f'when {story.hero.subject} says, "{line.text}"',
    )


def _speaker(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    lines = [line for s in passage.sections for line in s.lines or () if line.speaker != plays.NARRATOR]
    texts = [line.text for line in lines]
    line = pick(ctx.rng, [line for line in lines if texts.count(line.text) == 1])
    others = [n for n in speakers(passage) if n != line.speaker] + outsiders(ctx, story, 1)
    return Asked(
        "speaker",
        f'Which character says this line in the play? "{line.text}"',
        line.speaker,
        [Wrong(n, "wrong-speaker", f"The name before the line is {line.speaker}.") for n in others],
        f"In a play, the speaker's name comes before the line. {line.speaker} says it.",
        acceptable=(line.speaker,),
    )


def _last_in_scene(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    scene = passage.sections[1].lines or []
    last = scene[-1].speaker
    wrong = [
        Wrong(n, "wrong-speaker", f"{last} speaks last in Scene 1.") for n in speakers(passage) if n != last
    ]
    if scene[0].speaker != last:
        wrong.append(Wrong(scene[0].speaker, "first-speaker-for-last", "This speaker begins Scene 1."))
    return Asked(
        "scene-last",
        "Who speaks last in Scene 1?",
        last,
        wrong,
        f'Scene 1 ends just before the heading "Scene 2". Its last line is {last}\'s: "{scene[-1].text}"',
        acceptable=(last,),
    )


def _scene_of(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    index = ctx.rng.randrange(len(story.events))
    answer, other = ("Scene 1", "Scene 2") if index < split else ("Scene 2", "Scene 1")
    return Asked(
        "scene-of",
        f'In which part of the play does the narrator tell this? "{story.events[index].summary}"',
        answer,
        [
            Wrong(other, "wrong-scene", f"The narrator tells it in {answer}."),
            Wrong("The cast of characters", "cast-as-scene", "The cast list only names who is in the play."),
        ],
        f"Find the narrator's line that tells it. It comes after the heading {answer}.",
    )


def _scene_place(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    told = passage.text.lower()
    places = [p for p in stories.all_places(story.band) if p.lower() not in told]
    return Asked(
        "scene-place",
        "The stage directions at the start of Scene 1 tell the setting. Where does Scene 1 take place?",
        cap(story.place),
        [
            Wrong(cap(p), "setting-not-in-play", "The play never goes to this place.")
            for p in ctx.rng.sample(places, 3)
        ],
        f"The words under the heading Scene 1, before anyone speaks, give the setting: {passage.sections[1].paragraphs[0]}",
        acceptable=(cap(story.place), story.place, story.place.removeprefix("the ")),
    )


def _direction_shows(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    hero, feeling = story.hero.name, story.feel_start
    stray = pick(ctx.rng, [f for f in stories.world()["feelings"] if f not in (feeling, story.feel_end)])
    return Asked(
        "direction-shows",
        "What does this play show through a stage direction that a story would tell in narration?",
        f"That {hero} feels {feeling} when the problem begins",
        [
            Wrong(
                f"That {hero} feels {stray} when the problem begins",
                "feeling-not-in-text",
                "No direction says this.",
            ),
            Wrong(
                "How the problem is solved", "narration-as-direction", "The narrator tells this in a line."
            ),
            Wrong(
                f"What {story.helper.name} says to {hero}",
                "dialogue-as-direction",
                "Spoken words are lines, not stage directions.",
            ),
        ],
        f"A story's narrator would say that {hero} felt {feeling}. The play shows it in stage directions: "
        f"{hero} looks {feeling}, and ({feeling}) comes before {hero}'s first line.",
        task="reason",
        rubric=(
            f"Says the stage directions show that {hero} feels {feeling}",
            "Tells where the play shows it",
        ),
    )


NARRATOR_JOB = "To tell the events and reasons that the characters do not say in their lines"


def _narrator_job(ctx: GenerationContext, story: stories.Story, passage: Passage, split: int) -> Asked:
    event = story.events[ctx.rng.randrange(len(story.events))]
    return Asked(
        "narrator-job",
        "Why does this play have a narrator?",
        NARRATOR_JOB,
        [
            Wrong("To list who is in the play", "narrator-as-cast", "The cast of characters does that."),
            Wrong(
                f"To show how {story.hero.name} feels",
                "narrator-as-direction",
                "The stage directions show the feelings.",
            ),
            Wrong(
                "To say every character's lines", "narrator-as-cast", "Each character says their own lines."
            ),
        ],
        f"The characters speak only short lines, so the narrator tells what happens and why. "
        f"{event.summary} No character says this; the narrator tells it.",
        task="reason",
    )


FORMS: dict[str, str] = {
    "text-kind": STORY,
    "story-clues": STORY,
    "play-kind": PLAY,
    "cast": PLAY,
    "parentheses": PLAY,
    "speaker": PLAY,
    "scene-last": PLAY,
    "scene-of": PLAY,
    "scene-place": PLAY,
    "direction-shows": PLAY,
    "narrator-job": PLAY,
    "chapter-solved": CHAPTERS,
    "chapter-of": CHAPTERS,
    "chapter-adds": CHAPTERS,
    **dict.fromkeys(form_pairs.KINDS, form_pairs.PAIR),
}
KINDS: dict[str, Kind] = {
    "text-kind": Kind(0, True, _story_kind),
    "story-clues": Kind(1, False, _story_clues),
    "play-kind": Kind(0, True, _play_kind),
    "cast": Kind(0, False, _cast),
    "parentheses": Kind(1, False, _parentheses),
    "speaker": Kind(0, True, _speaker),
    "scene-last": Kind(1, True, _last_in_scene),
    "scene-of": Kind(1, False, _scene_of),
    "scene-place": Kind(0, True, _scene_place),
    "direction-shows": Kind(2, True, _direction_shows),
    "narrator-job": Kind(2, False, _narrator_job),
    "chapter-solved": Kind(0, False, form_chapters.solved),
    "chapter-of": Kind(1, False, form_chapters.chapter_of),
    "chapter-adds": Kind(2, True, form_chapters.chapter_adds),
    **{k: Kind(level, False, form_pairs.unused) for k, level in form_pairs.KINDS.items()},
}
