package com.hearthkit.ui

import com.hearthkit.ConfirmActivity

// The share confirmation, next to the new share sheet.
class ConfirmShareActivity : ConfirmActivity()
