.class public final Lcom/larderly/PantryProviderKt;
.super Ljava/lang/Object;
.source "PantryProvider.kt"

# direct methods
.method public static final synthetic access$keptValue(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 2
    .line 1
    invoke-static {p0}, Lcom/larderly/PantryProviderKt;->keptValue(Landroid/os/Bundle;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic access$userText(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 2
    .line 1
    invoke-static {p0}, Lcom/larderly/PantryProviderKt;->userText(Ljava/lang/Throwable;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method private static final keptValue(Landroid/os/Bundle;)Ljava/lang/String;
    .registers 5
    .line 156
    new-instance v0, Lorg/json/JSONObject;
    const-string v3, "data"
    invoke-virtual {p0, v3}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v0, v2}, Lorg/json/JSONObject;-><init>(Ljava/lang/String;)V
    const-string v1, "value"
    invoke-virtual {v0, v1}, Lorg/json/JSONObject;->optJSONObject(Ljava/lang/String;)Lorg/json/JSONObject;
    move-result-object v0
    if-eqz v0, :L29
    invoke-virtual {v0}, Lorg/json/JSONObject;->toString()Ljava/lang/String;
    move-result-object v0
    if-nez v0, :L32
:L29
    const-string v0, "{}"
:L32
    return-object v0
.end method

.method private static final userText(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 3
    .line 148
    move-object v1, p0
    .line 149
    instance-of v0, v1, Landroid/database/sqlite/SQLiteConstraintException;
    if-eqz v0, :L14
    const-string v0, "An item with that name is already on that shelf"
    goto :L40
:L14
    .line 150
    instance-of v0, v1, Landroid/database/sqlite/SQLiteException;
    if-eqz v0, :L26
    const-string v0, "The pantry database is not available"
    goto :L40
:L26
    .line 151
    instance-of v0, v1, Ljava/io/IOException;
    if-eqz v0, :L38
    const-string v0, "Storage is not available"
    goto :L40
:L38
    .line 152
    const-string v0, "Something went wrong in Larderly"
:L40
    .line 153
    return-object v0
.end method
