package com.beehive

import kotlinx.coroutines.CompletableDeferred

sealed interface DbOp {
    data class Insert(val hive: String, val note: String, val owner: Int) : DbOp
    data class Delete(val id: String) : DbOp
    data class Query(val sql: String, val args: Array<String>?, val reply: CompletableDeferred<List<String>>) : DbOp
}
