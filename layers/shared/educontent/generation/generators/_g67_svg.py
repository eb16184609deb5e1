"""Moved: re-exports of the old grade 6-7 diagrams for the modules not moved yet (deleted later)."""

from fractions import Fraction as F  # noqa: F401

from educontent.generation.draw.bar_charts import bars  # noqa: F401
from educontent.generation.draw.box_plots import box_plot  # noqa: F401
from educontent.generation.draw.coordinate_planes import plane  # noqa: F401
from educontent.generation.draw.figures import box3d, figure, hundred_grid  # noqa: F401
from educontent.generation.draw.figures import label as t  # noqa: F401
from educontent.generation.draw.number_lines import number_line  # noqa: F401
