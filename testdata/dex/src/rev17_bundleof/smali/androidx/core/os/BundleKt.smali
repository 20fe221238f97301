.class public final Landroidx/core/os/BundleKt;
.super Ljava/lang/Object;
.source "Bundle.kt"

.method public static final varargs bundleOf([Lkotlin/Pair;)Landroid/os/Bundle;
    .registers 9
    const-string v0, "pairs"
    invoke-static {p0, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 36
    new-instance v0, Landroid/os/Bundle;
    array-length v1, p0
    invoke-direct {v0, v1}, Landroid/os/Bundle;-><init>(I)V
    .line 37
    array-length v1, p0
    const/4 v2, 0x0
    :goto_0
    if-ge v2, v1, :cond_end
    aget-object v3, p0, v2
    invoke-virtual {v3}, Lkotlin/Pair;->component1()Ljava/lang/Object;
    move-result-object v4
    check-cast v4, Ljava/lang/String;
    invoke-virtual {v3}, Lkotlin/Pair;->component2()Ljava/lang/Object;
    move-result-object v3
    .line 38
    if-nez v3, :cond_bool
    .line 39
    const/4 v5, 0x0
    invoke-virtual {v0, v4, v5}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :goto_next
    .line 42
    :cond_bool
    instance-of v5, v3, Ljava/lang/Boolean;
    if-eqz v5, :cond_int
    check-cast v3, Ljava/lang/Boolean;
    invoke-virtual {v3}, Ljava/lang/Boolean;->booleanValue()Z
    move-result v3
    invoke-virtual {v0, v4, v3}, Landroid/os/Bundle;->putBoolean(Ljava/lang/String;Z)V
    goto :goto_next
    .line 47
    :cond_int
    instance-of v5, v3, Ljava/lang/Integer;
    if-eqz v5, :cond_str
    check-cast v3, Ljava/lang/Number;
    invoke-virtual {v3}, Ljava/lang/Number;->intValue()I
    move-result v3
    invoke-virtual {v0, v4, v3}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    goto :goto_next
    .line 62
    :cond_str
    instance-of v5, v3, Ljava/lang/String;
    if-eqz v5, :cond_parcel
    check-cast v3, Ljava/lang/String;
    invoke-virtual {v0, v4, v3}, Landroid/os/Bundle;->putString(Ljava/lang/String;Ljava/lang/String;)V
    goto :goto_next
    .line 76
    :cond_parcel
    instance-of v5, v3, Landroid/os/Parcelable;
    if-eqz v5, :cond_bad
    check-cast v3, Landroid/os/Parcelable;
    invoke-virtual {v0, v4, v3}, Landroid/os/Bundle;->putParcelable(Ljava/lang/String;Landroid/os/Parcelable;)V
    :goto_next
    add-int/lit8 v2, v2, 0x1
    goto :goto_0
    .line 107
    :cond_bad
    invoke-virtual {v3}, Ljava/lang/Object;->getClass()Ljava/lang/Class;
    move-result-object v3
    invoke-virtual {v3}, Ljava/lang/Class;->getCanonicalName()Ljava/lang/String;
    move-result-object v3
    new-instance v5, Ljava/lang/IllegalArgumentException;
    new-instance v6, Ljava/lang/StringBuilder;
    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V
    const-string v7, "Illegal value type "
    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, " for key \""
    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    invoke-direct {v5, v3}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v5
    .line 111
    :cond_end
    return-object v0
.end method
