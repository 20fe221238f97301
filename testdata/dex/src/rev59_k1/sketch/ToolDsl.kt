package com.slipstream.tools

import com.clawseed.cetp.sdk.CetpProviderTool
import com.clawseed.cetp.sdk.ConfirmationPolicy
import com.clawseed.cetp.sdk.ToolAnnotations
import com.clawseed.cetp.sdk.ToolEffect
import com.clawseed.cetp.sdk.ToolRisk

/** A tiny DSL for tool lists: `tools { read(..); write(..) }`. */
class ToolListBuilder {
    private val out = ArrayList<CetpProviderTool>()

    fun read(name: String, title: String, scope: String) {
        out.add(CetpProviderTool(name, title, listOf(scope), ToolAnnotations(ToolEffect.READ, ToolRisk.LOW, ConfirmationPolicy.NEVER)))
    }

    fun write(name: String, title: String, scope: String, effect: ToolEffect, risk: ToolRisk, confirmation: ConfirmationPolicy) {
        out.add(CetpProviderTool(name, title, listOf(scope), ToolAnnotations(effect, risk, confirmation)))
    }

    fun build(): List<CetpProviderTool> = out
}

inline fun tools(block: ToolListBuilder.() -> Unit): List<CetpProviderTool> = ToolListBuilder().apply(block).build()
