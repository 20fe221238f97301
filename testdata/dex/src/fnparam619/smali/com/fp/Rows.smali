.class final Lcom/fp/Rows;
.super Ljava/lang/Object;
.source "Rows.java"


# direct methods
.method private constructor <init>()V
    .registers 2
    .line 11
    invoke-direct {v1}, Ljava/lang/Object;-><init>()V
    .line 12
    return-void
.end method

.method static all(Landroid/database/Cursor;Ljava/util/function/Function;)Ljava/util/List;
    .registers 6
    .line 15
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    move-object v2, v0
:L8
    .line 17
    invoke-interface {v4}, Landroid/database/Cursor;->moveToNext()Z
    move-result v0
    if-eqz v0, :L34
    .line 18
    invoke-interface {v5, v4}, Ljava/util/function/Function;->apply(Ljava/lang/Object;)Ljava/lang/Object;
    move-result-object v1
    invoke-interface {v2, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z
    goto :L8
:L34
    .line 21
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 22
    goto :L52
:L43
    .line 21
    move-exception v3
    invoke-interface {v4}, Landroid/database/Cursor;->close()V
    .line 22
    throw v3
:L52
    .line 23
    return-object v2
    .catchall {:L8 .. :L34} :L43
.end method

.method static each(Ljava/util/List;Ljava/util/function/Consumer;)V
    .registers 5
    .line 27
    invoke-interface {v3}, Ljava/util/List;->iterator()Ljava/util/Iterator;
    move-result-object v1
:L7
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z
    move-result v0
    if-eqz v0, :L33
    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;
    move-result-object v2
    .line 28
    invoke-interface {v4, v2}, Ljava/util/function/Consumer;->accept(Ljava/lang/Object;)V
    .line 29
    goto :L7
:L33
    .line 30
    return-void
.end method

