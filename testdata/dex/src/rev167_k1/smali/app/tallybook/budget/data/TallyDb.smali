.class public final Lapp/tallybook/budget/data/TallyDb;
.super Landroid/database/sqlite/SQLiteOpenHelper;
.source "TallyDb.kt"


# static fields
.field public static final Companion:Lapp/tallybook/budget/data/TallyDb$Companion;

.field private static final SCHEMA:Ljava/util/List;

.field private static volatile instance:Lapp/tallybook/budget/data/TallyDb;


# direct methods
.method static constructor <clinit>()V
    .registers 4

    new-instance v0, Lapp/tallybook/budget/data/TallyDb$Companion;

    const/4 v2, 0x0

    invoke-direct {v0, v2}, Lapp/tallybook/budget/data/TallyDb$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/tallybook/budget/data/TallyDb;->Companion:Lapp/tallybook/budget/data/TallyDb$Companion;

    .line 19
    const/4 v0, 0x3

    new-array v3, v0, [Ljava/lang/String;

    const-string v2, "CREATE TABLE expenses (id INTEGER PRIMARY KEY AUTOINCREMENT, amount_cents INTEGER NOT NULL, category TEXT NOT NULL, note TEXT NOT NULL DEFAULT \'\', spent_on TEXT NOT NULL, budget_id INTEGER)"

    const/4 v1, 0x0

    aput-object v2, v3, v1

    .line 21
    const-string v2, "CREATE TABLE budgets (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT NOT NULL, limit_cents INTEGER NOT NULL, spent_cents INTEGER NOT NULL DEFAULT 0, period_start TEXT NOT NULL, closed INTEGER NOT NULL DEFAULT 0)"

    const/4 v1, 0x1

    aput-object v2, v3, v1

    .line 23
    const-string v2, "CREATE TABLE requests (dedup_key TEXT PRIMARY KEY, tool TEXT NOT NULL, args_digest TEXT NOT NULL, state TEXT NOT NULL, outcome TEXT, created_at INTEGER NOT NULL)"

    const/4 v1, 0x2

    aput-object v2, v3, v1

    .line 18
    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    sput-object v0, Lapp/tallybook/budget/data/TallyDb;->SCHEMA:Ljava/util/List;

    return-void
.end method

.method private constructor <init>(Landroid/content/Context;)V
    .registers 5

    .line 7
    const-string v0, "tally.db"

    const/4 v1, 0x0

    const/4 v2, 0x3

    invoke-direct {p0, p1, v0, v1, v2}, Landroid/database/sqlite/SQLiteOpenHelper;-><init>(Landroid/content/Context;Ljava/lang/String;Landroid/database/sqlite/SQLiteDatabase$CursorFactory;I)V

    return-void
.end method

.method public synthetic constructor <init>(Landroid/content/Context;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lapp/tallybook/budget/data/TallyDb;-><init>(Landroid/content/Context;)V

    return-void
.end method

.method public static final synthetic access$getInstance$cp()Lapp/tallybook/budget/data/TallyDb;
    .registers 1

    .line 7
    sget-object v0, Lapp/tallybook/budget/data/TallyDb;->instance:Lapp/tallybook/budget/data/TallyDb;

    return-object v0
.end method

.method public static final synthetic access$setInstance$cp(Lapp/tallybook/budget/data/TallyDb;)V
    .registers 1

    .line 7
    sput-object p0, Lapp/tallybook/budget/data/TallyDb;->instance:Lapp/tallybook/budget/data/TallyDb;

    return-void
.end method


# virtual methods
.method public onCreate(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 6

    const-string v1, "db"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    sget-object v0, Lapp/tallybook/budget/data/TallyDb;->SCHEMA:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :goto_0
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_0

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v3

    check-cast v3, Ljava/lang/String;

    invoke-virtual {p1, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    goto :goto_0

    .line 10
    :cond_0
    return-void
.end method

.method public onUpgrade(Landroid/database/sqlite/SQLiteDatabase;II)V
    .registers 5

    const-string v0, "db"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 13
    const-string v0, "DROP TABLE IF EXISTS requests"

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 14
    sget-object v0, Lapp/tallybook/budget/data/TallyDb;->SCHEMA:Ljava/util/List;

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->last(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 15
    return-void
.end method
