.class public final enum Lcom/keydrop/a/s;
.super Ljava/lang/Enum;
.source "TripProvider.java"


# static fields
.field public static final enum a:Lcom/keydrop/a/s;

.field public static final enum b:Lcom/keydrop/a/s;

.field public static final enum c:Lcom/keydrop/a/s;

.field public static final enum d:Lcom/keydrop/a/s;

.field public static final e:Ljava/util/HashMap;

.field private static final synthetic f:[Lcom/keydrop/a/s;


# instance fields
.field final g:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 8

    .line 17
    new-instance v0, Lcom/keydrop/a/s;

    const-string v1, "START_TRIP"

    const/4 v2, 0x0

    const-string v3, "start_trip"

    invoke-direct {v0, v1, v2, v3}, Lcom/keydrop/a/s;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v0, Lcom/keydrop/a/s;->a:Lcom/keydrop/a/s;

    .line 18
    new-instance v1, Lcom/keydrop/a/s;

    const-string v3, "END_TRIP"

    const/4 v4, 0x1

    const-string v5, "end_trip"

    invoke-direct {v1, v3, v4, v5}, Lcom/keydrop/a/s;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v1, Lcom/keydrop/a/s;->b:Lcom/keydrop/a/s;

    .line 19
    new-instance v3, Lcom/keydrop/a/s;

    const-string v5, "EXTEND_TRIP"

    const/4 v6, 0x2

    const-string v7, "extend_trip"

    invoke-direct {v3, v5, v6, v7}, Lcom/keydrop/a/s;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v3, Lcom/keydrop/a/s;->c:Lcom/keydrop/a/s;

    .line 20
    new-instance v5, Lcom/keydrop/a/s;

    const-string v6, "TRIP_STATUS"

    const/4 v7, 0x3

    const-string v4, "trip_status"

    invoke-direct {v5, v6, v7, v4}, Lcom/keydrop/a/s;-><init>(Ljava/lang/String;ILjava/lang/String;)V

    sput-object v5, Lcom/keydrop/a/s;->d:Lcom/keydrop/a/s;

    .line 16
    const/4 v4, 0x4

    new-array v4, v4, [Lcom/keydrop/a/s;

    aput-object v0, v4, v2

    const/4 v0, 0x1

    aput-object v1, v4, v0

    const/4 v0, 0x2

    aput-object v3, v4, v0

    aput-object v5, v4, v7

    sput-object v4, Lcom/keydrop/a/s;->f:[Lcom/keydrop/a/s;

    .line 22
    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    sput-object v0, Lcom/keydrop/a/s;->e:Ljava/util/HashMap;

    .line 25
    invoke-static {}, Lcom/keydrop/a/s;->values()[Lcom/keydrop/a/s;

    move-result-object v0

    array-length v1, v0

    :goto_0
    if-ge v2, v1, :cond_0

    aget-object v3, v0, v2

    .line 26
    sget-object v4, Lcom/keydrop/a/s;->e:Ljava/util/HashMap;

    iget-object v5, v3, Lcom/keydrop/a/s;->g:Ljava/lang/String;

    invoke-virtual {v4, v5, v3}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 25
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 28
    :cond_0
    return-void
.end method

.method private constructor <init>(Ljava/lang/String;ILjava/lang/String;)V
    .registers 4

    .line 32
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    .line 33
    iput-object p3, p0, Lcom/keydrop/a/s;->g:Ljava/lang/String;

    .line 34
    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lcom/keydrop/a/s;
    .registers 2

    .line 16
    const-class v0, Lcom/keydrop/a/s;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object p0

    check-cast p0, Lcom/keydrop/a/s;

    return-object p0
.end method

.method public static values()[Lcom/keydrop/a/s;
    .registers 1

    .line 16
    sget-object v0, Lcom/keydrop/a/s;->f:[Lcom/keydrop/a/s;

    invoke-virtual {v0}, [Lcom/keydrop/a/s;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lcom/keydrop/a/s;

    return-object v0
.end method
