.class Lcom/mendbook/shelf/ShelfTask;
.super Ljava/lang/Object;
.source "ShelfTask.java"

# interfaces
.implements Ljava/util/concurrent/Callable;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/concurrent/Callable<",
        "Ljava/lang/String;",
        ">;"
    }
.end annotation


# instance fields
.field private final bookId:Ljava/lang/String;

.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field private final state:Ljava/lang/String;

.field private final uid:I


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;Ljava/lang/String;Ljava/lang/String;I)V
    .registers 5

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    iput-object p1, p0, Lcom/mendbook/shelf/ShelfTask;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 15
    iput-object p2, p0, Lcom/mendbook/shelf/ShelfTask;->state:Ljava/lang/String;

    .line 16
    iput-object p3, p0, Lcom/mendbook/shelf/ShelfTask;->bookId:Ljava/lang/String;

    .line 17
    iput p4, p0, Lcom/mendbook/shelf/ShelfTask;->uid:I

    .line 18
    return-void
.end method


# virtual methods
.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 7
    invoke-virtual {p0}, Lcom/mendbook/shelf/ShelfTask;->call()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public call()Ljava/lang/String;
    .registers 6

    .line 22
    iget-object v0, p0, Lcom/mendbook/shelf/ShelfTask;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v1, "UPDATE books SET state = ?, by_uid = ? WHERE id = ?"

    const/4 v2, 0x3

    new-array v2, v2, [Ljava/lang/Object;

    iget-object v3, p0, Lcom/mendbook/shelf/ShelfTask;->state:Ljava/lang/String;

    const/4 v4, 0x0

    aput-object v3, v2, v4

    iget v3, p0, Lcom/mendbook/shelf/ShelfTask;->uid:I

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const/4 v4, 0x1

    aput-object v3, v2, v4

    iget-object v3, p0, Lcom/mendbook/shelf/ShelfTask;->bookId:Ljava/lang/String;

    const/4 v4, 0x2

    aput-object v3, v2, v4

    invoke-virtual {v0, v1, v2}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 23
    iget-object v0, p0, Lcom/mendbook/shelf/ShelfTask;->state:Ljava/lang/String;

    return-object v0
.end method
