.class Lcom/mendbook/repair/WorkerThread;
.super Ljava/lang/Thread;
.source "WorkerThread.java"


# instance fields
.field private final db:Landroid/database/sqlite/SQLiteDatabase;

.field final queue:Ljava/util/concurrent/LinkedBlockingQueue;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/concurrent/LinkedBlockingQueue<",
            "Lcom/mendbook/repair/Job;",
            ">;"
        }
    .end annotation
.end field

.field final ready:Ljava/util/concurrent/CountDownLatch;


# direct methods
.method constructor <init>(Landroid/database/sqlite/SQLiteDatabase;)V
    .registers 4

    .line 15
    const-string v0, "mend-worker"

    invoke-direct {p0, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V

    .line 10
    new-instance v0, Ljava/util/concurrent/LinkedBlockingQueue;

    invoke-direct {v0}, Ljava/util/concurrent/LinkedBlockingQueue;-><init>()V

    iput-object v0, p0, Lcom/mendbook/repair/WorkerThread;->queue:Ljava/util/concurrent/LinkedBlockingQueue;

    .line 11
    new-instance v0, Ljava/util/concurrent/CountDownLatch;

    const/4 v1, 0x1

    invoke-direct {v0, v1}, Ljava/util/concurrent/CountDownLatch;-><init>(I)V

    iput-object v0, p0, Lcom/mendbook/repair/WorkerThread;->ready:Ljava/util/concurrent/CountDownLatch;

    .line 16
    iput-object p1, p0, Lcom/mendbook/repair/WorkerThread;->db:Landroid/database/sqlite/SQLiteDatabase;

    .line 17
    return-void
.end method


# virtual methods
.method public run()V
    .registers 8

    .line 21
    iget-object v0, p0, Lcom/mendbook/repair/WorkerThread;->ready:Ljava/util/concurrent/CountDownLatch;

    invoke-virtual {v0}, Ljava/util/concurrent/CountDownLatch;->countDown()V

    .line 25
    :goto_5
    :try_start_5
    iget-object v0, p0, Lcom/mendbook/repair/WorkerThread;->queue:Ljava/util/concurrent/LinkedBlockingQueue;

    invoke-virtual {v0}, Ljava/util/concurrent/LinkedBlockingQueue;->take()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lcom/mendbook/repair/Job;
    :try_end_d
    .catch Ljava/lang/InterruptedException; {:try_start_5 .. :try_end_d} :catch_7e

    .line 29
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    .line 30
    iget-object v2, p0, Lcom/mendbook/repair/WorkerThread;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v3, "INSERT INTO audit(uid, book) VALUES (?, ?)"

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/Object;

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    const/4 v6, 0x0

    aput-object v5, v4, v6

    iget-object v5, v0, Lcom/mendbook/repair/Job;->bookId:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v5, v4, v6

    invoke-virtual {v2, v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 31
    instance-of v2, v0, Lcom/mendbook/repair/DeleteJob;

    if-eqz v2, :cond_43

    .line 32
    move-object v2, v0

    check-cast v2, Lcom/mendbook/repair/DeleteJob;

    .line 33
    iget-boolean v3, v2, Lcom/mendbook/repair/DeleteJob;->confirmed:Z

    if-eqz v3, :cond_42

    .line 34
    iget-object v3, p0, Lcom/mendbook/repair/WorkerThread;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v4, "books"

    const-string v5, "id = ?"

    const/4 v6, 0x1

    new-array v6, v6, [Ljava/lang/String;

    iget-object v1, v2, Lcom/mendbook/repair/DeleteJob;->bookId:Ljava/lang/String;

    const/4 v2, 0x0

    aput-object v1, v6, v2

    invoke-virtual {v3, v4, v5, v6}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 36
    :cond_42
    goto :goto_5

    :cond_43
    instance-of v2, v0, Lcom/mendbook/repair/NoteJob;

    if-eqz v2, :cond_61

    .line 37
    move-object v2, v0

    check-cast v2, Lcom/mendbook/repair/NoteJob;

    .line 38
    iget-object v3, p0, Lcom/mendbook/repair/WorkerThread;->db:Landroid/database/sqlite/SQLiteDatabase;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "INSERT INTO notes(book, text) VALUES (\'"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    iget-object v5, v2, Lcom/mendbook/repair/NoteJob;->bookId:Ljava/lang/String;

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\', \'"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    iget-object v5, v2, Lcom/mendbook/repair/NoteJob;->text:Ljava/lang/String;

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    const-string v5, "\')"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;)V

    .line 39
    goto :goto_5

    :cond_61
    instance-of v2, v0, Lcom/mendbook/repair/LabelJob;

    if-eqz v2, :cond_7d

    .line 40
    move-object v2, v0

    check-cast v2, Lcom/mendbook/repair/LabelJob;

    .line 41
    iget-object v3, p0, Lcom/mendbook/repair/WorkerThread;->db:Landroid/database/sqlite/SQLiteDatabase;

    const-string v4, "UPDATE books SET label = ? WHERE id = ?"

    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/Object;

    iget-object v6, v2, Lcom/mendbook/repair/LabelJob;->label:Ljava/lang/String;

    const/4 v1, 0x0

    aput-object v6, v5, v1

    iget-object v6, v2, Lcom/mendbook/repair/LabelJob;->bookId:Ljava/lang/String;

    const/4 v1, 0x1

    aput-object v6, v5, v1

    invoke-virtual {v3, v4, v5}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 43
    :cond_7d
    goto :goto_5

    .line 26
    :catch_7e
    move-exception v0

    .line 27
    return-void
.end method
