.class final Lcom/tallowbrook/salon/bookings/BookingGate;
.super Ljava/lang/Object;
.source "BookingGate.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;
    }
.end annotation


# instance fields
.field private final db:Lcom/tallowbrook/salon/core/SalonDb;

.field private final pm:Landroid/content/pm/PackageManager;

.field private final providerId:Ljava/lang/String;


# direct methods
.method constructor <init>(Landroid/content/pm/PackageManager;Lcom/tallowbrook/salon/core/SalonDb;Ljava/lang/String;)V
    .registers 4

    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 18
    iput-object p1, p0, Lcom/tallowbrook/salon/bookings/BookingGate;->pm:Landroid/content/pm/PackageManager;

    .line 19
    iput-object p2, p0, Lcom/tallowbrook/salon/bookings/BookingGate;->db:Lcom/tallowbrook/salon/core/SalonDb;

    .line 20
    iput-object p3, p0, Lcom/tallowbrook/salon/bookings/BookingGate;->providerId:Ljava/lang/String;

    .line 21
    return-void
.end method


# virtual methods
.method admit(I)Lcom/tallowbrook/salon/core/Caller;
    .registers 19

    .line 42
    move-object/from16 v1, p0

    iget-object v1, v1, Lcom/tallowbrook/salon/bookings/BookingGate;->pm:Landroid/content/pm/PackageManager;

    move/from16 v2, p1

    invoke-virtual {v1, v2}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v1

    move/from16 v0, p1

    invoke-static {v0, v1}, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;->from(I[Ljava/lang/String;)Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;

    move-result-object v8

    .line 43
    iget-object v0, v8, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;->packageName:Ljava/lang/String;

    if-nez v0, :cond_0

    .line 44
    move/from16 v0, p1

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Caller;->refused(I)Lcom/tallowbrook/salon/core/Caller;

    move-result-object v0

    return-object v0

    .line 46
    :cond_0
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallowbrook/salon/bookings/BookingGate;->db:Lcom/tallowbrook/salon/core/SalonDb;

    invoke-virtual {v0}, Lcom/tallowbrook/salon/core/SalonDb;->getReadableDatabase()Landroid/database/sqlite/SQLiteDatabase;

    move-result-object v0

    const/4 v2, 0x2

    new-array v2, v2, [Ljava/lang/String;

    const/4 v4, 0x0

    const-string v5, "cert_sha256"

    aput-object v5, v2, v4

    const/4 v4, 0x1

    const-string v5, "scopes"

    aput-object v5, v2, v4

    const/4 v4, 0x2

    new-array v4, v4, [Ljava/lang/String;

    iget-object v7, v8, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;->packageName:Ljava/lang/String;

    const/4 v6, 0x0

    aput-object v7, v4, v6

    move-object/from16 v7, p0

    iget-object v7, v7, Lcom/tallowbrook/salon/bookings/BookingGate;->providerId:Ljava/lang/String;

    const/4 v6, 0x1

    aput-object v7, v4, v6

    const-string v1, "paired_apps"

    const-string v3, "package = ? AND provider_id = ?"

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    invoke-virtual/range {v0 .. v7}, Landroid/database/sqlite/SQLiteDatabase;->query(Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;[Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Landroid/database/Cursor;

    move-result-object v9

    .line 49
    :try_start_0
    invoke-interface {v9}, Landroid/database/Cursor;->moveToFirst()Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v1, 0x0

    invoke-interface {v9, v1}, Landroid/database/Cursor;->isNull(I)Z

    move-result v0

    if-eqz v0, :cond_2

    .line 50
    :cond_1
    move/from16 v0, p1

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Caller;->refused(I)Lcom/tallowbrook/salon/core/Caller;
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result-object v10

    .line 64
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 50
    return-object v10

    .line 52
    :cond_2
    const/4 v1, 0x0

    :try_start_1
    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v10

    .line 53
    move-object/from16 v0, p0

    iget-object v0, v0, Lcom/tallowbrook/salon/bookings/BookingGate;->pm:Landroid/content/pm/PackageManager;

    iget-object v1, v8, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;->packageName:Ljava/lang/String;

    const/4 v3, 0x1

    invoke-virtual {v0, v1, v10, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-nez v0, :cond_3

    .line 54
    move/from16 v0, p1

    invoke-static {v0}, Lcom/tallowbrook/salon/core/Caller;->refused(I)Lcom/tallowbrook/salon/core/Caller;
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    move-result-object v11

    .line 64
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 54
    return-object v11

    .line 56
    :cond_3
    :try_start_2
    new-instance v0, Ljava/util/LinkedHashSet;

    invoke-direct {v0}, Ljava/util/LinkedHashSet;-><init>()V

    move-object v11, v0

    .line 57
    const/4 v1, 0x1

    invoke-interface {v9, v1}, Landroid/database/Cursor;->getString(I)Ljava/lang/String;

    move-result-object v0

    const-string v1, ","

    invoke-virtual {v0, v1}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v12

    array-length v13, v12

    const/4 v14, 0x0

    :goto_0
    if-ge v14, v13, :cond_5

    aget-object v15, v12, v14

    .line 58
    invoke-virtual {v15}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_4

    .line 59
    invoke-interface {v11, v15}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    .line 57
    :cond_4
    add-int/lit8 v14, v14, 0x1

    goto :goto_0

    .line 62
    :cond_5
    iget-object v1, v8, Lcom/tallowbrook/salon/bookings/BookingGate$Candidate;->packageName:Ljava/lang/String;

    move/from16 v0, p1

    invoke-static {v0, v1, v11}, Lcom/tallowbrook/salon/core/Caller;->of(ILjava/lang/String;Ljava/util/Set;)Lcom/tallowbrook/salon/core/Caller;
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    move-result-object v12

    .line 64
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 62
    return-object v12

    :catchall_0
    move-exception v16

    .line 64
    invoke-interface {v9}, Landroid/database/Cursor;->close()V

    .line 65
    throw v16
.end method
