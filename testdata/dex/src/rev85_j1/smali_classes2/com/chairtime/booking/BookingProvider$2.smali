.class Lcom/chairtime/booking/BookingProvider$2;
.super Ljava/lang/Object;
.source "BookingProvider.java"

# interfaces
.implements Ljava/util/concurrent/Callable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/chairtime/booking/BookingProvider;->findPatient(Ljava/lang/String;)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation

.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/concurrent/Callable<",
        "Landroid/os/Bundle;",
        ">;"
    }
.end annotation


# instance fields
.field final synthetic this$0:Lcom/chairtime/booking/BookingProvider;

.field final synthetic val$name:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/chairtime/booking/BookingProvider;Ljava/lang/String;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 92
    iput-object p1, p0, Lcom/chairtime/booking/BookingProvider$2;->this$0:Lcom/chairtime/booking/BookingProvider;

    iput-object p2, p0, Lcom/chairtime/booking/BookingProvider$2;->val$name:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public call()Landroid/os/Bundle;
    .registers 6

    .line 95
    iget-object v0, p0, Lcom/chairtime/booking/BookingProvider$2;->this$0:Lcom/chairtime/booking/BookingProvider;

    invoke-virtual {v0}, Lcom/chairtime/booking/BookingProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v1, 0x1

    new-array v1, v1, [Ljava/lang/String;

    iget-object v2, p0, Lcom/chairtime/booking/BookingProvider$2;->val$name:Ljava/lang/String;

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "SELECT _id, name FROM patients WHERE name = ?"

    invoke-virtual {v0, v2, v1}, Landroid/database/sqlite/SQLiteDatabase;->rawQuery(Ljava/lang/String;[Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v0

    .line 96
    invoke-interface {v0}, Landroid/database/Cursor;->getCount()I

    move-result v1

    .line 97
    invoke-interface {v0}, Landroid/database/Cursor;->close()V

    .line 98
    new-instance v2, Lcom/chairtime/core/Reply$Builder;

    invoke-direct {v2}, Lcom/chairtime/core/Reply$Builder;-><init>()V

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "{\"matches\":"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    const-string v4, "}"

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Lcom/chairtime/core/Reply$Builder;->data(Ljava/lang/String;)Lcom/chairtime/core/Reply$Builder;

    move-result-object v2

    invoke-virtual {v2}, Lcom/chairtime/core/Reply$Builder;->build()Landroid/os/Bundle;

    move-result-object v2

    return-object v2
.end method

.method public bridge synthetic call()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 92
    invoke-virtual {p0}, Lcom/chairtime/booking/BookingProvider$2;->call()Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
