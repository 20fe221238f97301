.class public abstract Lcom/lumenframe/studio/cetp/ToolContentProvider;
.super Landroid/content/ContentProvider;
.source "ToolContentProvider.java"


# static fields
.field private static final TAG:Ljava/lang/String; = "ToolProvider"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 11
    invoke-direct {p0}, Landroid/content/ContentProvider;-><init>()V

    return-void
.end method

.method private refuse(Ljava/lang/String;)V
    .registers 7

    .line 15
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v2

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, " refused for uid "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    move-object v1, v3

    const-string v0, "ToolProvider"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Landroid/util/Log;->w(Ljava/lang/String;Ljava/lang/String;Ljava/lang/Throwable;)I

    .line 16
    return-void
.end method


# virtual methods
.method public delete(Landroid/net/Uri;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 6

    .line 37
    const-string v1, "delete"

    invoke-direct {p0, v1}, Lcom/lumenframe/studio/cetp/ToolContentProvider;->refuse(Ljava/lang/String;)V

    .line 38
    const/4 v0, 0x0

    return v0
.end method

.method public getType(Landroid/net/Uri;)Ljava/lang/String;
    .registers 3

    .line 26
    const/4 v0, 0x0

    return-object v0
.end method

.method public insert(Landroid/net/Uri;Landroid/content/ContentValues;)Landroid/net/Uri;
    .registers 5

    .line 31
    const-string v1, "insert"

    invoke-direct {p0, v1}, Lcom/lumenframe/studio/cetp/ToolContentProvider;->refuse(Ljava/lang/String;)V

    .line 32
    const/4 v0, 0x0

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 8

    .line 20
    const-string v1, "query"

    invoke-direct {p0, v1}, Lcom/lumenframe/studio/cetp/ToolContentProvider;->refuse(Ljava/lang/String;)V

    .line 21
    const/4 v0, 0x0

    return-object v0
.end method

.method public update(Landroid/net/Uri;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I
    .registers 7

    .line 43
    const-string v1, "update"

    invoke-direct {p0, v1}, Lcom/lumenframe/studio/cetp/ToolContentProvider;->refuse(Ljava/lang/String;)V

    .line 44
    const/4 v0, 0x0

    return v0
.end method
