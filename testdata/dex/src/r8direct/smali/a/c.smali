# Kotlin sketch (NotesProvider.kt, lines 30-31), after R8: two stateless
# lambdas of one shape merged into the group a.c; each is one instance
# kept in a static field (a = the first, classId 0; b = the second,
# classId 1), and invoke branches on the id (two cases: an if, not a
# switch).
#   val ping: () -> Any = { "pong" }                                              // 30
#   val wipe: () -> Any = { SQLiteDatabase.openOrCreateDatabase("/data/n", null).delete("notes", null, null) } // 31
.class public final synthetic La/c;
.super Ljava/lang/Object;
.source "SourceFile"

# interfaces
.implements Lkotlin/jvm/functions/Function0;

.field public static final synthetic a:La/c;

.field public static final synthetic b:La/c;

.field public final synthetic $r8$classId:I

.method static synthetic constructor <clinit>()V
    .registers 2
    new-instance v0, La/c;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, La/c;-><init>(I)V
    sput-object v0, La/c;->a:La/c;
    new-instance v0, La/c;
    const/4 v1, 0x1
    invoke-direct {v0, v1}, La/c;-><init>(I)V
    sput-object v0, La/c;->b:La/c;
    return-void
.end method

.method public synthetic constructor <init>(I)V
    .registers 2
    iput p1, p0, La/c;->$r8$classId:I
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public final invoke()Ljava/lang/Object;
    .registers 5
    iget v0, p0, La/c;->$r8$classId:I
    if-eqz v0, :ping
    .line 31
    const-string v0, "/data/n"
    const/4 v1, 0x0
    invoke-static {v0, v1}, Landroid/database/sqlite/SQLiteDatabase;->openOrCreateDatabase(Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;
    move-result-object v0
    const-string v2, "notes"
    invoke-virtual {v0, v2, v1, v1}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    move-result-object v0
    return-object v0
    :ping
    .line 30
    const-string v0, "pong"
    return-object v0
.end method
