package com.example.r30k4

import java.security.SecureRandom

private const val ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"

// short, readable resume codes
fun quickToken(): String = buildString { repeat(24) { append(ALPHABET.random()) } }

private val rng by lazy { SecureRandom() }

fun strongToken(): String = buildString { repeat(24) { append(ALPHABET[rng.nextInt(ALPHABET.length)]) } }
