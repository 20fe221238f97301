.class final Lcom/laserlog/booking/BookingTools;
.super Ljava/lang/Object;
.source "BookingTools.java"


# static fields
.field static final COMMANDS:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map<",
            "Ljava/lang/String;",
            "Lcom/laserlog/core/Command;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 18
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/laserlog/booking/BookingTools;->COMMANDS:Ljava/util/Map;

    .line 21
    sget-object v0, Lcom/laserlog/booking/BookingTools;->COMMANDS:Ljava/util/Map;

    const-string v1, "reserve"

    sget-object v2, Lcom/laserlog/booking/BookingTools$$ExternalSyntheticLambda0;->INSTANCE:Lcom/laserlog/booking/BookingTools$$ExternalSyntheticLambda0;

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 22
    sget-object v0, Lcom/laserlog/booking/BookingTools;->COMMANDS:Ljava/util/Map;

    const-string v1, "cancel_booking"

    new-instance v2, Lcom/laserlog/booking/BookingTools$1;

    invoke-direct {v2}, Lcom/laserlog/booking/BookingTools$1;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 29
    sget-object v0, Lcom/laserlog/booking/BookingTools;->COMMANDS:Ljava/util/Map;

    const-string v1, "add_note"

    new-instance v2, Lcom/laserlog/booking/BookingTools$2;

    invoke-direct {v2}, Lcom/laserlog/booking/BookingTools$2;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 37
    sget-object v0, Lcom/laserlog/booking/BookingTools;->COMMANDS:Ljava/util/Map;

    const-string v1, "search"

    new-instance v2, Lcom/laserlog/booking/SearchTool;

    invoke-direct {v2}, Lcom/laserlog/booking/SearchTool;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 38
    sget-object v0, Lcom/laserlog/booking/BookingTools;->COMMANDS:Ljava/util/Map;

    const-string v1, "export_bookings"

    sget-object v2, Lcom/laserlog/booking/BookingTools$$ExternalSyntheticLambda1;->INSTANCE:Lcom/laserlog/booking/BookingTools$$ExternalSyntheticLambda1;

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 39
    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 41
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 42
    return-void
.end method

.method static exportBookings(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 52
    new-instance v0, Ljava/io/File;

    invoke-virtual {p0}, Landroid/content/Context;->getFilesDir()Ljava/io/File;

    move-result-object v1

    const-string v2, "bookings.csv"

    invoke-direct {v0, v1, v2}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V

    .line 53
    const/high16 v1, 0x10000000

    invoke-static {v0, v1}, Landroid/os/ParcelFileDescriptor;->open(Ljava/io/File;I)Landroid/os/ParcelFileDescriptor;

    move-result-object v1

    invoke-static {v1}, Lcom/laserlog/core/Reply;->file(Landroid/os/Parcelable;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method

.method static reserve(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 45
    new-instance v0, Landroid/content/ContentValues;

    invoke-direct {v0}, Landroid/content/ContentValues;-><init>()V

    .line 46
    const-string v1, "machine"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 47
    const-string v1, "slot"

    invoke-virtual {p1, v1}, Lorg/json/JSONObject;->getString(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0, v1, v2}, Landroid/content/ContentValues;->put(Ljava/lang/String;Ljava/lang/String;)V

    .line 48
    invoke-static {p0}, Lcom/laserlog/core/Db;->open(Landroid/content/Context;)Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v1

    const-string v2, "bookings"

    const/4 v3, 0x0

    invoke-virtual {v1, v2, v3, v0}, Landroid/database/sqlite/SQLiteDatabase;->insert(Ljava/lang/String;Ljava/lang/String;Landroid/content/ContentValues;)J

    move-result-wide v1

    invoke-static {v1, v2}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lcom/laserlog/core/Reply;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object v1

    return-object v1
.end method
