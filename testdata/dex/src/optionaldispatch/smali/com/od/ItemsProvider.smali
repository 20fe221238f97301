.class public final Lcom/od/ItemsProvider;
.super Lcom/od/Base;
.source "ItemsProvider.java"

# instance fields
.field private final handlers:Ljava/util/Map;
.field private items:Lcom/od/Items;


# direct methods
.method public constructor <init>()V
    .registers 3
    .line 17
    invoke-direct {v2}, Lcom/od/Base;-><init>()V
    .line 18
    new-instance v1, Ljava/util/HashMap;
    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V
    iput-object v1, v2, Lcom/od/ItemsProvider;->handlers:Ljava/util/Map;
    return-void
.end method

.method private static rows(Landroid/database/Cursor;)Landroid/os/Bundle;
    .registers 6
    .line 41
    new-instance v0, Landroid/os/Bundle;
    invoke-direct {v0}, Landroid/os/Bundle;-><init>()V
    move-object v3, v0
:L8
    .line 43
    const-string v1, "count"
    invoke-interface {v5}, Landroid/database/Cursor;->getCount()I
    move-result v2
    invoke-virtual {v3, v1, v2}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
:L20
    .line 45
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 46
    goto :L38
:L29
    .line 45
    move-exception v4
    invoke-interface {v5}, Landroid/database/Cursor;->close()V
    .line 46
    throw v4
:L38
    .line 47
    return-object v3
    .catchall {:L8 .. :L20} :L29
.end method


# virtual methods
.method public onCreate()Z
    .registers 7
    .line 23
    new-instance v1, Lcom/od/Items;
    invoke-virtual {v6}, Lcom/od/ItemsProvider;->getContext()Landroid/content/Context;
    move-result-object v3
    invoke-virtual {v3}, Landroid/content/Context;->getFilesDir()Ljava/io/File;
    move-result-object v3
    invoke-static {v3}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, "/items.db"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0
    invoke-static {v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v3
    invoke-direct {v1, v3}, Lcom/od/Items;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    iput-object v1, v6, Lcom/od/ItemsProvider;->items:Lcom/od/Items;
    .line 24
    iget-object v0, v6, Lcom/od/ItemsProvider;->handlers:Ljava/util/Map;
    const-string v1, "list_items"
    new-instance v2, Lcom/od/ItemsProvider$$ExternalSyntheticLambda0;
    invoke-direct {v2, v6}, Lcom/od/ItemsProvider$$ExternalSyntheticLambda0;-><init>(Lcom/od/ItemsProvider;)V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 25
    iget-object v0, v6, Lcom/od/ItemsProvider;->handlers:Ljava/util/Map;
    const-string v1, "find_items"
    new-instance v2, Lcom/od/ItemsProvider$$ExternalSyntheticLambda1;
    invoke-direct {v2, v6}, Lcom/od/ItemsProvider$$ExternalSyntheticLambda1;-><init>(Lcom/od/ItemsProvider;)V
    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .line 26
    const/4 v0, 0x1
    return v0
.end method

.method public call(Ljava/lang/String;Ljava/lang/String;Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 7
    .line 31
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I
    move-result v0
    const/16 v1, 0x27fa
    if-ne v0, v1, :L22
    if-eqz v6, :L22
    const-string v0, "execute_tool"
    invoke-virtual {v0, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L24
:L22
    .line 32
    const/4 v0, 0x0
    return-object v0
:L24
    .line 34
    const-string v1, "tool_name"
    invoke-virtual {v6, v1}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Ljava/util/Optional;->ofNullable(Ljava/lang/Object;)Ljava/util/Optional;
    move-result-object v0
    iget-object v1, v3, Lcom/od/ItemsProvider;->handlers:Ljava/util/Map;
    .line 35
    invoke-static {v1}, Ljava/util/Objects;->requireNonNull(Ljava/lang/Object;)Ljava/lang/Object;
    new-instance v2, Lcom/od/ItemsProvider$$ExternalSyntheticLambda2;
    invoke-direct {v2, v1}, Lcom/od/ItemsProvider$$ExternalSyntheticLambda2;-><init>(Ljava/util/Map;)V
    move-object v1, v2
    invoke-virtual {v0, v1}, Ljava/util/Optional;->map(Ljava/util/function/Function;)Ljava/util/Optional;
    move-result-object v0
    sget-object v1, Lcom/od/ItemsProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/od/ItemsProvider$$ExternalSyntheticLambda3;
    .line 36
    invoke-virtual {v0, v1}, Ljava/util/Optional;->orElseThrow(Ljava/util/function/Supplier;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/util/function/Function;
    .line 37
    invoke-interface {v0, v6}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Landroid/os/Bundle;
    .line 34
    return-object v0
.end method

.method public bridge synthetic update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6
    .line 17
    invoke-super {v1, v2, v3, v4, v5}, Lcom/od/Base;->update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 5
    .line 17
    invoke-super {v1, v2, v3, v4}, Lcom/od/Base;->delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    return v0
.end method

.method public bridge synthetic insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 4
    .line 17
    invoke-super {v1, v2, v3}, Lcom/od/Base;->insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3
    .line 17
    invoke-super {v1, v2}, Lcom/od/Base;->getType(Landroid/net/Uri;)Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 7
    .line 17
    invoke-super/range {v1 .. v6}, Lcom/od/Base;->query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$onCreate$1(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 25
    iget-object v0, v3, Lcom/od/ItemsProvider;->items:Lcom/od/Items;
    const-string v2, "name"
    invoke-virtual {v4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/od/Items;->named(Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    invoke-static {v0}, Lcom/od/ItemsProvider;->rows(Landroid/database/Cursor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

.method public synthetic lambda$onCreate$0(Landroid/os/Bundle;)Landroid/os/Bundle;
    .registers 5
    .line 24
    iget-object v0, v3, Lcom/od/ItemsProvider;->items:Lcom/od/Items;
    const-string v2, "sort"
    invoke-virtual {v4, v2}, Landroid/os/Bundle;->getString(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Lcom/od/Items;->sorted(Ljava/lang/String;)Landroid/database/Cursor;
    move-result-object v0
    invoke-static {v0}, Lcom/od/ItemsProvider;->rows(Landroid/database/Cursor;)Landroid/os/Bundle;
    move-result-object v0
    return-object v0
.end method

