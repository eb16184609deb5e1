"""SVG drawing: one package for every diagram primitive (number lines, fraction models, rulers,
clocks, graphs, polygons, pictures, science diagrams). ``draw.svg`` holds the document and the
basic elements; each sibling module draws one kind of picture from them."""
