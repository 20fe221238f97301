.class public final Lcom/verdant/garden/beds/BedRepository$Bed;
.super Ljava/lang/Object;
.source "BedRepository.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/beds/BedRepository;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Bed"
.end annotation


# instance fields
.field private final areaM2:I

.field private final id:Ljava/lang/String;

.field private final name:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/lang/String;I)V
    .registers 4

    .line 132
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 133
    iput-object p1, p0, Lcom/verdant/garden/beds/BedRepository$Bed;->id:Ljava/lang/String;

    .line 134
    iput-object p2, p0, Lcom/verdant/garden/beds/BedRepository$Bed;->name:Ljava/lang/String;

    .line 135
    iput p3, p0, Lcom/verdant/garden/beds/BedRepository$Bed;->areaM2:I

    .line 136
    return-void
.end method


# virtual methods
.method public id()Ljava/lang/String;
    .registers 2

    .line 139
    iget-object v0, p0, Lcom/verdant/garden/beds/BedRepository$Bed;->id:Ljava/lang/String;

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 143
    iget-object v0, p0, Lcom/verdant/garden/beds/BedRepository$Bed;->name:Ljava/lang/String;

    return-object v0
.end method

.method public toJson(J)Lorg/json/JSONObject;
    .registers 7

    .line 148
    :try_start_0
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    iget-object v2, p0, Lcom/verdant/garden/beds/BedRepository$Bed;->id:Ljava/lang/String;

    const-string v1, "bed_id"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget-object v2, p0, Lcom/verdant/garden/beds/BedRepository$Bed;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    iget v2, p0, Lcom/verdant/garden/beds/BedRepository$Bed;->areaM2:I

    const-string v1, "area_m2"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 149
    const-string v1, "plantings"

    invoke-virtual {v0, v1, p1, p2}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;
    :try_end_0
    .catch Lorg/json/JSONException; {:try_start_0 .. :try_end_0} :catch_0

    move-result-object v0

    .line 148
    return-object v0

    :catch_0
    move-exception v3

    .line 151
    new-instance v0, Ljava/lang/IllegalStateException;

    invoke-direct {v0, v3}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/Throwable;)V

    throw v0
.end method
