# Java sketch:
#   final class Store {
#       private static final ArrayList<ContentValues> ROWS = new ArrayList<>();   // 6
#       static Bundle list(Context ctx) {
#           Bundle b = new Bundle(); b.putInt("count", ROWS.size()); return b;    // 8
#       }
#       static Cursor cursor() { return new MatrixCursor(new String[] {"name"}); } // 10
#       static void add(ContentValues v) { ROWS.add(v); }                         // 12
#       static int clear() { int n = ROWS.size(); ROWS.clear(); return n; }       // 14
#   }
.class final Lcom/example/pc/Store;
.super Ljava/lang/Object;
.source "Store.java"

.field private static final ROWS:Ljava/util/ArrayList;

.method static constructor <clinit>()V
    .locals 1
    .line 6
    new-instance v0, Ljava/util/ArrayList;
    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V
    sput-object v0, Lcom/example/pc/Store;->ROWS:Ljava/util/ArrayList;
    return-void
.end method

.method static list(Landroid/content/Context;)Landroid/os/Bundle;
    .locals 3
    .line 8
    new-instance p0, Landroid/os/Bundle;
    invoke-direct {p0}, Landroid/os/Bundle;-><init>()V
    sget-object v0, Lcom/example/pc/Store;->ROWS:Ljava/util/ArrayList;
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v0
    const-string v1, "count"
    invoke-virtual {p0, v1, v0}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    return-object p0
.end method

.method static cursor()Landroid/database/Cursor;
    .locals 4
    .line 10
    new-instance v0, Landroid/database/MatrixCursor;
    const/4 v1, 0x1
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    const-string v3, "name"
    aput-object v3, v1, v2
    invoke-direct {v0, v1}, Landroid/database/MatrixCursor;-><init>([Ljava/lang/String;)V
    return-object v0
.end method

.method static add(Landroid/content/ContentValues;)V
    .locals 1
    .line 12
    sget-object v0, Lcom/example/pc/Store;->ROWS:Ljava/util/ArrayList;
    invoke-virtual {v0, p0}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    return-void
.end method

.method static clear()I
    .locals 2
    .line 14
    sget-object v0, Lcom/example/pc/Store;->ROWS:Ljava/util/ArrayList;
    invoke-virtual {v0}, Ljava/util/ArrayList;->size()I
    move-result v1
    invoke-virtual {v0}, Ljava/util/ArrayList;->clear()V
    return v1
.end method
