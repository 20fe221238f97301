.class Lcom/shotbook/booking/BookingProvider$3;
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

    .line 80
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public execute(Landroid/content/Context;Ljava/lang/String;IZ)Landroid/os/Bundle;
    .registers 7

    .line 83
    new-instance v0, Lcom/google/gson/Gson;

    invoke-direct {v0}, Lcom/google/gson/Gson;-><init>()V

    const-class v1, Lcom/shotbook/booking/AppointmentArgs;

    invoke-virtual {v0, p2, v1}, Lcom/google/gson/Gson;->fromJson(Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/Object;

    move-result-object p2

    check-cast p2, Lcom/shotbook/booking/AppointmentArgs;

    .line 84
    iget-boolean v0, p2, Lcom/shotbook/booking/AppointmentArgs;->force:Z

    if-eqz v0, :cond_resumed

    .line 85
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "agent asked to force a reschedule of "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, p2, Lcom/shotbook/booking/AppointmentArgs;->appointment_id:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const-string v1, "ShotBook"

    invoke-static {v1, v0}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 87
    :cond_resumed
    if-eqz p4, :cond_ask

    .line 88
    new-instance p3, Landroid/content/ContentValues;

    invoke-direct {p3}, Landroid/content/ContentValues;-><init>()V

    .line 89
    const-string p4, "slot"

    iget-object v0, p2, Lcom/shotbook/booking/AppointmentArgs;->slot:Ljava/lang/String;

    invoke-virtual {p3, p4, v0}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 90
    const-string p4, "shots.db"

    const/4 v0, 0x0

    const/4 v1, 0x0

    invoke-virtual {p1, p4, v0, v1}, Landroid/content/Context;->openOrCreateDatabase(Ljava/lang/String;ILandroid/database/sqlite/SQLiteDatabase$CursorFactory;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object p1

    const/4 p4, 0x1

    new-array p4, p4, [Ljava/lang/String;

    iget-object p2, p2, Lcom/shotbook/booking/AppointmentArgs;->appointment_id:Ljava/lang/String;

    aput-object p2, p4, v0

    const-string p2, "appointments"

    const-string v0, "id = ?"

    .line 91
    invoke-virtual {p1, p2, p3, v0, p4}, Landroid/database/sqlite/SQLiteDatabase;->update(Ljava/lang/String;Landroid/content/ContentValues;Ljava/lang/String;[Ljava/lang/String;)I

    .line 92
    const-string p1, "{\"rescheduled\":true}"

    invoke-static {p1}, Lcom/shotbook/tools/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1

    .line 94
    :cond_ask
    invoke-static {}, Lcom/shotbook/tools/TokenStore;->fresh()Ljava/lang/String;

    move-result-object p2

    .line 95
    new-instance p4, Lcom/shotbook/tools/TokenStore;

    const-string v0, "booking_resume"

    invoke-direct {p4, p1, v0}, Lcom/shotbook/tools/TokenStore;-><init>(Landroid/content/Context;Ljava/lang/String;)V

    invoke-virtual {p4, p2, p3}, Lcom/shotbook/tools/TokenStore;->put(Ljava/lang/String;I)V

    .line 96
    new-instance p3, Lcom/shotbook/tools/ResolutionBuilder;

    invoke-direct {p3, p1}, Lcom/shotbook/tools/ResolutionBuilder;-><init>(Landroid/content/Context;)V

    const-class p1, Lcom/shotbook/ui/RescheduleActivity;

    invoke-virtual {p3, p1}, Lcom/shotbook/tools/ResolutionBuilder;->target(Ljava/lang/Class;)Lcom/shotbook/tools/ResolutionBuilder;

    move-result-object p1

    .line 97
    const/high16 p3, 0x8000000

    invoke-virtual {p1, p3}, Lcom/shotbook/tools/ResolutionBuilder;->flags(I)Lcom/shotbook/tools/ResolutionBuilder;

    move-result-object p1

    invoke-virtual {p1}, Lcom/shotbook/tools/ResolutionBuilder;->build()Landroid/app/PendingIntent;

    move-result-object p1

    .line 98
    invoke-static {p1, p2}, Lcom/shotbook/tools/Replies;->needsUser(Landroid/app/PendingIntent;Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
