.class final Lcom/example/r27p/Tools;
.super Ljava/lang/Object;
.source "Tools.java"

.method private constructor <init>()V
    .registers 1
    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static create(Landroid/content/Context;)Lcom/example/r27p/Tool;
    .registers 5
    .line 10
    new-instance v0, Lcom/example/r27p/PurgeTool;
    const-string v1, "notes.db"
    const/4 v2, 0x0
    const/4 v3, 0x0
    invoke-virtual {p0, v1, v2, v3}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object p0
    invoke-direct {v0, p0}, Lcom/example/r27p/PurgeTool;-><init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .line 11
    const-class p0, Lcom/example/r27p/Tool;
    invoke-virtual {p0}, Ljava/lang/Class;->getClassLoader()Ljava/lang/ClassLoader;
    move-result-object v1
    const/4 v2, 0x1
    new-array v2, v2, [Ljava/lang/Class;
    const/4 v3, 0x0
    aput-object p0, v2, v3
    new-instance p0, Lcom/example/r27p/Timed;
    invoke-direct {p0, v0}, Lcom/example/r27p/Timed;-><init>(Ljava/lang/Object;)V
    invoke-static {v1, v2, p0}, Ljava/lang/reflect/Proxy;->newProxyInstance(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;
    move-result-object p0
    check-cast p0, Lcom/example/r27p/Tool;
    return-object p0
.end method
