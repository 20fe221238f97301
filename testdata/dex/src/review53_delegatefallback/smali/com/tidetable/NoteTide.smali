.class public final Lcom/tidetable/NoteTide;
.super Ljava/lang/Object;
.source "Tools.kt"

# interfaces
.implements Lcom/tidetable/Tool;

.field public static final INSTANCE:Lcom/tidetable/NoteTide;

.method private constructor <init>()V
    .registers 1
    .line 92
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public getName()Ljava/lang/String;
    .registers 2
    .line 93
    const-string v0, "note_tide"
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "NoteTide"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x551ec035
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/tidetable/NoteTide;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/tidetable/NoteTide;
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tidetable/NoteTide;
    invoke-direct {v0}, Lcom/tidetable/NoteTide;-><init>()V
    sput-object v0, Lcom/tidetable/NoteTide;->INSTANCE:Lcom/tidetable/NoteTide;
    return-void
.end method

