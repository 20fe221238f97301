.class Lcom/plotshare/shed/ShedProvider$ShedHandler;
.super Landroid/os/Handler;
.source "ShedProvider.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/plotshare/shed/ShedProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = "ShedHandler"
.end annotation


# instance fields
.field final synthetic this$0:Lcom/plotshare/shed/ShedProvider;


# direct methods
.method constructor <init>(Lcom/plotshare/shed/ShedProvider;Landroid/os/Looper;)V
    .registers 3

    .line 155
    iput-object p1, p0, Lcom/plotshare/shed/ShedProvider$ShedHandler;->this$0:Lcom/plotshare/shed/ShedProvider;

    .line 156
    invoke-direct {p0, p2}, Landroid/os/Handler;-><init>(Landroid/os/Looper;)V

    .line 157
    return-void
.end method


# virtual methods
.method public handleMessage(Landroid/os/Message;)V
    .registers 10

    .line 161
    iget v0, p1, Landroid/os/Message;->what:I

    packed-switch v0, :pswitch_data_0

    .line 172
    invoke-super {p0, p1}, Landroid/os/Handler;->handleMessage(Landroid/os/Message;)V

    goto :goto_end

    .line 168
    :pswitch_archive
    iget-object v0, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v0, Ljava/lang/String;

    .line 169
    iget-object v1, p0, Lcom/plotshare/shed/ShedProvider$ShedHandler;->this$0:Lcom/plotshare/shed/ShedProvider;

    invoke-static {v1}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$fgetdb(Lcom/plotshare/shed/ShedProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "UPDATE plots SET archived = 1 WHERE id = ? AND owner = ?"

    const/4 v3, 0x2

    new-array v3, v3, [Ljava/lang/Object;

    const/4 v4, 0x0

    aput-object v0, v3, v4

    iget v4, p1, Landroid/os/Message;->arg1:I

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    const/4 v5, 0x1

    aput-object v4, v3, v5

    invoke-virtual {v1, v2, v3}, Landroid/database/sqlite/SQLiteDatabase;->execSQL(Ljava/lang/String;[Ljava/lang/Object;)V

    .line 170
    goto :goto_end

    .line 163
    :pswitch_delete
    iget-object v0, p1, Landroid/os/Message;->obj:Ljava/lang/Object;

    check-cast v0, Lcom/plotshare/shed/DeleteRequest;

    .line 164
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    .line 165
    iget-object v2, p0, Lcom/plotshare/shed/ShedProvider$ShedHandler;->this$0:Lcom/plotshare/shed/ShedProvider;

    invoke-static {v2}, Lcom/plotshare/shed/ShedProvider;->-$$Nest$fgetdb(Lcom/plotshare/shed/ShedProvider;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v2

    const-string v3, "plots"

    const-string v4, "id = ? AND owner = ?"

    const/4 v5, 0x2

    new-array v5, v5, [Ljava/lang/String;

    iget-object v6, v0, Lcom/plotshare/shed/DeleteRequest;->plotId:Ljava/lang/String;

    const/4 v7, 0x0

    aput-object v6, v5, v7

    invoke-static {v1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v6

    const/4 v7, 0x1

    aput-object v6, v5, v7

    invoke-virtual {v2, v3, v4, v5}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 166
    nop

    .line 174
    :goto_end
    return-void

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_delete
        :pswitch_archive
    .end packed-switch
.end method
