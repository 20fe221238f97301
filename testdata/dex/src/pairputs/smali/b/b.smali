# androidx.core.os.BundleKt.bundleOf, renamed b.b.a by R8 (its branches for
# the types used here; the same loop over the Pair[] as the library's):
#   fun bundleOf(vararg pairs: Pair<String, Any?>) = Bundle(pairs.size).apply {
#       for ((key, value) in pairs) when (value) {
#           null -> putString(key, null)
#           is String -> putString(key, value)
#           is Boolean -> putBoolean(key, value)
#           is Parcelable -> putParcelable(key, value)
#           else -> throw IllegalArgumentException("Illegal value type ...")
#       }
#   }
.class public final Lb/b;
.super Ljava/lang/Object;
.source "Bundle.kt"

.method public static final varargs a([Lkotlin/Pair;)Landroid/os/Bundle;
    .registers 8
    new-instance v0, Landroid/os/Bundle;
    array-length v1, p0
    invoke-direct {v0, v1}, Landroid/os/Bundle;-><init>(I)V
    array-length v1, p0
    const/4 v2, 0x0
    :goto_0
    if-ge v2, v1, :cond_4
    aget-object v3, p0, v2
    invoke-virtual {v3}, Lkotlin/Pair;->component1()Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/lang/String;
    invoke-virtual {v3}, Lkotlin/Pair;->component2()Ljava/lang/Object;
    move-result-object v3
    if-nez v3, :cond_0
    const/4 v3, 0x0
    invoke-virtual {v0, v4, v3}, Landroid/os/BaseBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :goto_1
    :cond_0
    instance-of v5, v3, Ljava/lang/String;
    if-eqz v5, :cond_1
    check-cast v3, Ljava/lang/String;
    invoke-virtual {v0, v4, v3}, Landroid/os/BaseBundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :goto_1
    :cond_1
    instance-of v5, v3, Ljava/lang/Boolean;
    if-eqz v5, :cond_2
    check-cast v3, Ljava/lang/Boolean;
    invoke-virtual {v3}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v3
    invoke-virtual {v0, v4, v3}, Landroid/os/BaseBundle;->putBoolean(Ljava/lang/String;Z)V
    goto :goto_1
    :cond_2
    instance-of v5, v3, Landroid/os/Parcelable;
    if-eqz v5, :cond_3
    check-cast v3, Landroid/os/Parcelable;
    invoke-virtual {v0, v4, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    goto :goto_1
    :cond_3
    new-instance v3, Ljava/lang/IllegalArgumentException;
    const-string v4, "Illegal value type"
    invoke-direct {v3, v4}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v3
    :goto_1
    add-int/lit8 v2, v2, 0x1
    goto :goto_0
    :cond_4
    return-object v0
.end method
