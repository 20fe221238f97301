.class Lcom/chairtime/booking/BookingProvider$1;
.super Ljava/lang/Object;
.source "BookingProvider.java"

# interfaces
.implements Ljava/lang/Runnable;


# annotations
.annotation system Ldalvik/annotation/EnclosingMethod;
    value = Lcom/chairtime/booking/BookingProvider;->bookSlot(Lorg/json/JSONObject;I)Landroid/os/Bundle;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# instance fields
.field final synthetic this$0:Lcom/chairtime/booking/BookingProvider;

.field final synthetic val$slot:Ljava/lang/String;


# direct methods
.method constructor <init>(Lcom/chairtime/booking/BookingProvider;Ljava/lang/String;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 70
    iput-object p1, p0, Lcom/chairtime/booking/BookingProvider$1;->this$0:Lcom/chairtime/booking/BookingProvider;

    iput-object p2, p0, Lcom/chairtime/booking/BookingProvider$1;->val$slot:Ljava/lang/String;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 5

    .line 73
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    .line 74
    const-string v1, "slot"

    iget-object v2, p0, Lcom/chairtime/booking/BookingProvider$1;->val$slot:Ljava/lang/String;

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 75
    invoke-static {}, Landroid/os/Binder;->getCallingUid()I

    move-result v1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v2, "booked_by"

    invoke-virtual {v0, v2, v1}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/Integer;)V

    .line 76
    iget-object v1, p0, Lcom/chairtime/booking/BookingProvider$1;->this$0:Lcom/chairtime/booking/BookingProvider;

    invoke-virtual {v1}, Lcom/chairtime/booking/BookingProvider;->db()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "appointments"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    .line 77
    return-void
.end method
