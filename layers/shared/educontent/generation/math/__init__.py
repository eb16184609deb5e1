"""Mathematics generators, one package per CCSS-MATH domain; a generator serves every grade of its domain."""
