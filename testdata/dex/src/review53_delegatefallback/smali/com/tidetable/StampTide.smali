.class public final Lcom/tidetable/StampTide;
.super Ljava/lang/Object;
.source "Tools.kt"

# interfaces
.implements Lcom/tidetable/Tool;

.field public static final INSTANCE:Lcom/tidetable/StampTide;

.method private constructor <init>()V
    .registers 1
    .line 88
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 89
    const-string v0, "stamp_tide"
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "StampTide"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x3febc28a
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/tidetable/StampTide;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/tidetable/StampTide;
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidetable/StampTide;
    invoke-direct {v0}, Lcom/tidetable/StampTide;-><init>()V
    sput-object v0, Lcom/tidetable/StampTide;->INSTANCE:Lcom/tidetable/StampTide;
    return-void
.end method

