.class public final Lcom/tallowbrook/salon/bookings/AppointmentsProvider;
.super Lcom/tallowbrook/salon/core/AnnotatedProvider;
.source "AppointmentsProvider.java"


# static fields
.field private static final MATCH_NONE:I = 0x0

.field private static final MATCH_UPCOMING:I = 0x1

.field static final PROVIDER_ID:Ljava/lang/String; = "com.tallowbrook.salon.bookings"


# instance fields
.field private gate:Lcom/tallowbrook/salon/bookings/BookingGate;

.field private repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 18
    invoke-direct {p0}, Lcom/tallowbrook/salon/core/AnnotatedProvider;-><init>()V

    return-void
.end method

.method private static match(Landroid/net/Uri;)I
    .registers 5

    .line 107
    invoke-virtual {p0}, Landroid/net/Uri;->getPathSegments()Ljava/util/List;

    move-result-object v3

    .line 108
    invoke-interface {v3}, Ljava/util/List;->size()I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :cond_0

    const/4 v2, 0x0

    invoke-interface {v3, v2}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "upcoming"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    .line 109
    const/4 v0, 0x1

    return v0

    .line 111
    :cond_0
    const/4 v0, 0x0

    return v0
.end method

.method private static scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 52
    new-instance v2, Lorg/json/JSONObject;

    invoke-direct {v2}, Lorg/json/JSONObject;-><init>()V

    .line 53
    const-string v0, "name"

    invoke-virtual {v2, v0, p0}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 54
    const-string v0, "title"

    invoke-virtual {v2, v0, p1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 55
    const-string v0, "description"

    invoke-virtual {v2, v0, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 56
    const-string v0, "access"

    invoke-virtual {v2, v0, p3}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 57
    const-string v0, "sensitivity"

    const-string v1, "personal"

    invoke-virtual {v2, v0, v1}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    .line 58
    return-object v2
.end method


# virtual methods
.method protected confirmation(Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 7

    .line 85
    new-instance v4, Landroid/content/Intent;

    invoke-virtual {p0}, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->getContext()Landroid/content/Context;

    move-result-object v2

    const-class v3, Lcom/tallowbrook/salon/bookings/ConfirmBookingActivity;

    invoke-direct {v4, v2, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 86
    const-string v1, "com.tallowbrook.salon.extra.RESUME_TOKEN"

    invoke-virtual {v4, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 87
    invoke-virtual {p0}, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->getContext()Landroid/content/Context;

    move-result-object v0

    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result v1

    const/high16 v3, 0xc000000

    invoke-static {v0, v1, v4, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method protected description()Ljava/lang/String;
    .registers 2

    .line 38
    const-string v0, "Free slots, bookings, changes and reminders of the salon\'s appointment book."

    return-object v0
.end method

.method public identify(I)Lcom/tallowbrook/salon/core/Caller;
    .registers 3

    .line 70
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->gate:Lcom/tallowbrook/salon/bookings/BookingGate;

    invoke-virtual {v0, p1}, Lcom/tallowbrook/salon/bookings/BookingGate;->admit(I)Lcom/tallowbrook/salon/core/Caller;

    move-result-object v0

    return-object v0
.end method

.method protected operationIds()Lcom/tallowbrook/salon/core/IdSource;
    .registers 2

    .line 75
    new-instance v0, Lcom/tallowbrook/salon/bookings/BookingRefs;

    invoke-direct {v0}, Lcom/tallowbrook/salon/bookings/BookingRefs;-><init>()V

    return-object v0
.end method

.method protected ownedJob(Lcom/tallowbrook/salon/core/Caller;Ljava/lang/String;Ljava/lang/String;)Lcom/tallowbrook/salon/core/JobQueue$Job;
    .registers 5

    .line 80
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->jobs:Lcom/tallowbrook/salon/core/JobQueue;

    invoke-virtual {v0, p2}, Lcom/tallowbrook/salon/core/JobQueue;->find(Ljava/lang/String;)Lcom/tallowbrook/salon/core/JobQueue$Job;

    move-result-object v0

    return-object v0
.end method

.method protected providerId()Ljava/lang/String;
    .registers 2

    .line 28
    const-string v0, "com.tallowbrook.salon.bookings"

    return-object v0
.end method

.method protected providerName()Ljava/lang/String;
    .registers 2

    .line 33
    const-string v0, "Tallowbrook Salon bookings"

    return-object v0
.end method

.method public query(Landroid/net/Uri;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;
    .registers 10

    .line 94
    invoke-virtual {p0}, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->requireCaller()Lcom/tallowbrook/salon/core/Caller;

    move-result-object v3

    .line 95
    iget-object v0, v3, Lcom/tallowbrook/salon/core/Caller;->scopes:Ljava/util/Set;

    const-string v1, "bookings.read"

    invoke-interface {v0, v1}, Ljava/util/Set;->contains(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_0

    .line 96
    new-instance v0, Ljava/lang/SecurityException;

    const-string v2, "bookings.read not granted"

    invoke-direct {v0, v2}, Ljava/lang/SecurityException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 98
    :cond_0
    invoke-static {p1}, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->match(Landroid/net/Uri;)I

    move-result v0

    sparse-switch v0, :sswitch_data_0

    goto :goto_0

    .line 100
    :sswitch_0
    iget-object v0, p0, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;->upcomingCursor()Landroid/database/Cursor;

    move-result-object v0

    return-object v0

    .line 102
    :goto_0
    const/4 v0, 0x0

    return-object v0

    nop

    :sswitch_data_0
    .sparse-switch
        0x1 -> :sswitch_0
    .end sparse-switch
.end method

.method protected scopeCatalog()Lorg/json/JSONArray;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/json/JSONException;
        }
    .end annotation

    .line 43
    new-instance v4, Lorg/json/JSONArray;

    invoke-direct {v4}, Lorg/json/JSONArray;-><init>()V

    .line 44
    const-string v0, "bookings.read"

    const-string v1, "See appointments"

    const-string v2, "Read free slots and clients\' appointments"

    const-string v3, "read"

    invoke-static {v0, v1, v2, v3}, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 45
    const-string v0, "bookings.write"

    const-string v1, "Change appointments"

    const-string v2, "Book, move and cancel appointments, queue reminders"

    const-string v3, "write"

    invoke-static {v0, v1, v2, v3}, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->scope(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lorg/json/JSONObject;

    move-result-object v0

    invoke-virtual {v4, v0}, Lorg/json/JSONArray;->put(Ljava/lang/Object;)Lorg/json/JSONArray;

    .line 47
    return-object v4
.end method

.method protected setUp(Lcom/tallowbrook/salon/core/SalonDb;)Ljava/lang/Object;
    .registers 7

    .line 63
    new-instance v1, Lcom/tallowbrook/salon/bookings/BookingGate;

    invoke-virtual {p0}, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->getContext()Landroid/content/Context;

    move-result-object v3

    invoke-virtual {v3}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    const-string v4, "com.tallowbrook.salon.bookings"

    invoke-direct {v1, v3, p1, v4}, Lcom/tallowbrook/salon/bookings/BookingGate;-><init>(Landroid/content/pm/PackageManager;Lcom/tallowbrook/salon/core/SalonDb;Ljava/lang/String;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->gate:Lcom/tallowbrook/salon/bookings/BookingGate;

    .line 64
    new-instance v1, Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    new-instance v3, Lcom/tallowbrook/salon/bookings/AppointmentDao;

    invoke-direct {v3, p1}, Lcom/tallowbrook/salon/bookings/AppointmentDao;-><init>(Lcom/tallowbrook/salon/core/SalonDb;)V

    invoke-direct {v1, v3}, Lcom/tallowbrook/salon/bookings/AppointmentRepository;-><init>(Lcom/tallowbrook/salon/bookings/AppointmentDao;)V

    iput-object v1, p0, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    .line 65
    new-instance v0, Lcom/tallowbrook/salon/bookings/AppointmentTools;

    iget-object v2, p0, Lcom/tallowbrook/salon/bookings/AppointmentsProvider;->repository:Lcom/tallowbrook/salon/bookings/AppointmentRepository;

    invoke-direct {v0, v2}, Lcom/tallowbrook/salon/bookings/AppointmentTools;-><init>(Lcom/tallowbrook/salon/bookings/AppointmentRepository;)V

    return-object v0
.end method
