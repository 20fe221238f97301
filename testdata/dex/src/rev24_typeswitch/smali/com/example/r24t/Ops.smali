.class final Lcom/example/r24t/Ops;
.super Ljava/lang/Object;
.source "Ops.java"

.method static parse(Ljava/lang/String;Ljava/lang/String;)Lcom/example/r24t/Op;
    .registers 5
    .line 9
    new-instance v0, Lorg/json/JSONObject;
    invoke-direct {v0, p1}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    .line 10
    const-string p1, "purge_folder"
    invoke-virtual {p1, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_lookup
    new-instance p0, Lcom/example/r24t/Purge;
    const-string p1, "folder"
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    const-string v1, "confirmed"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result v0
    invoke-direct {p0, p1, v0}, Lcom/example/r24t/Purge;-><init>(Ljava/lang/String;Z)V
    return-object p0
    .line 11
    :cond_lookup
    const-string p1, "lookup_tag"
    invoke-virtual {p1, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_none
    new-instance p0, Lcom/example/r24t/Lookup;
    const-string p1, "tag"
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r24t/Lookup;-><init>(Ljava/lang/String;)V
    return-object p0
    .line 12
    :cond_none
    const-string p1, "save_note"
    invoke-virtual {p1, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p1
    if-eqz p1, :cond_null
    new-instance p0, Lcom/example/r24t/Save;
    const-string p1, "file"
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object p1
    invoke-direct {p0, p1}, Lcom/example/r24t/Save;-><init>(Ljava/lang/String;)V
    return-object p0
    .line 13
    :cond_null
    const-string p1, "wipe_all"
    invoke-virtual {p1, p0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result p0
    if-eqz p0, :cond_nothing
    new-instance p0, Lcom/example/r24t/Wipe;
    const-string p1, "confirmed"
    invoke-virtual {v0, p1}, Lorg/json/JSONObject;->optBoolean(Ljava/lang/String;)Z
    move-result p1
    invoke-direct {p0, p1}, Lcom/example/r24t/Wipe;-><init>(Z)V
    return-object p0
    .line 14
    :cond_nothing
    const/4 p0, 0x0
    return-object p0
.end method

.field private static ranked:I

# Not a lowered type switch, though (Object, int) -> int: it counts its
# calls in a static field.
.method static rank(Ljava/lang/Object;I)I
    .registers 3
    .line 16
    sget v0, Lcom/example/r24t/Ops;->ranked:I
    add-int/lit8 v0, v0, 0x1
    sput v0, Lcom/example/r24t/Ops;->ranked:I
    .line 17
    instance-of v0, p0, Lcom/example/r24t/Purge;
    if-eqz v0, :cond_other
    if-nez p1, :cond_other
    const/4 p0, 0x0
    return p0
    :cond_other
    const/4 p0, 0x1
    return p0
.end method
