package com.larderly

import java.io.File
import java.io.FileOutputStream

// export_pantry: the whole pantry as one CSV file in the app's exports folder.
class PantryExporter(private val dir: File) {
    fun write(items: List<Item>): File {
        check(dir.isDirectory || dir.mkdirs()) { "cannot create $dir" }
        val file = File(dir, "pantry-${System.currentTimeMillis()}.csv")
        FileOutputStream(file).bufferedWriter().use { out ->
            out.write("id,name,quantity,shelf\n")
            items.forEach { out.write("${it.id},${it.name.csv()},${it.quantity},${it.shelf.csv()}\n") }
        }
        return file
    }
}

private fun String.csv(): String = "\"" + replace("\"", "\"\"") + "\""
