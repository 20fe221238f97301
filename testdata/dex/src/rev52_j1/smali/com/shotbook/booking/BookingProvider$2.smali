.class Lcom/shotbook/booking/BookingProvider$2;
.super Ljava/lang/Object;
.source "BookingProvider.java"

# interfaces
.implements Lcom/shotbook/tools/ToolHandler;


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/shotbook/booking/BookingProvider;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x0
    name = null
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    .line 64
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
    .registers 7

    .line 67
    new-instance v0, Lcom/google/gson/Gson;

    invoke-direct {v0}, Lcom/google/gson/Gson;-><init>()V

    const-class v1, Lcom/shotbook/booking/AppointmentArgs;

    invoke-virtual {v0, p2, v1}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Lcom/shotbook/booking/AppointmentArgs;

    .line 68
    iget-boolean v0, p2, Lcom/shotbook/booking/AppointmentArgs;->confirmed:Z

    if-nez v0, :cond_cancel

    if-eqz p4, :cond_ask

    .line 69
    :cond_cancel
    const-string p3, "shots.db"

    const/4 p4, 0x0

    const/4 v0, 0x0

    invoke-virtual {p1, p3, p4, v0}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const/4 p3, 0x1

    new-array p3, p3, [Ljava/lang/String;

    iget-object p2, p2, Lcom/shotbook/booking/AppointmentArgs;->appointment_id:Ljava/lang/String;

    aput-object p2, p3, p4

    const-string p2, "appointments"

    const-string p4, "id = ?"

    .line 70
    invoke-virtual {p1, p2, p4, p3}, Landroid/database/sqlite/SQLiteDatabase;->delete(Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;)I

    .line 71
    const-string p1, "{\"cancelled\":true}"

    invoke-static {p1}, Lcom/shotbook/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 73
    :cond_ask
    invoke-static {}, Lcom/shotbook/tools/TokenStore;->fresh()Ljava/lang/String;

    move-result-object p2

    .line 74
    new-instance p4, Lcom/shotbook/tools/TokenStore;

    const-string v0, "booking_resume"

    invoke-direct {p4, p1, v0}, Lcom/shotbook/tools/TokenStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    invoke-virtual {p4, p2, p3}, Lcom/shotbook/tools/TokenStore;->put(Ljava/lang/String;I)V

    .line 75
    new-instance p3, Lcom/shotbook/tools/ResolutionBuilder;

    invoke-direct {p3, p1}, Lcom/shotbook/tools/ResolutionBuilder;-><init>(Landroid/content/Context;)V

    const-class p1, Lcom/shotbook/ui/CancelConfirmActivity;

    invoke-virtual {p3, p1}, Lcom/shotbook/tools/ResolutionBuilder;->target(Ljava/lang/Class;)Lcom/shotbook/tools/ResolutionBuilder;

    move-result-object p1

    .line 76
    const/high16 p3, 0xc000000

    invoke-virtual {p1, p3}, Lcom/shotbook/tools/ResolutionBuilder;->flags(I)Lcom/shotbook/tools/ResolutionBuilder;

    move-result-object p1

    invoke-virtual {p1}, Lcom/shotbook/tools/ResolutionBuilder;->build()Landroid/app/PendingIntent;

    move-result-object p1

    .line 77
    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
