package com.fieldkit

class Sample(val id: String, val species: String, val site: String, val count: Int)

class SpeciesFilter(val species: String, val limit: Int)
