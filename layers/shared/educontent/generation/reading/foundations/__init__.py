"""Reading foundational skills (RF): print concepts, phonological awareness, phonics and word recognition."""
