.class public final Lcom/verdant/garden/beds/Planting$Builder;
.super Ljava/lang/Object;
.source "Planting.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/beds/Planting;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private bedId:Ljava/lang/String;

.field private crop:Ljava/lang/String;

.field private expectedHarvest:Ljava/lang/String;

.field private harvestedGrams:I

.field private id:Ljava/lang/String;

.field private sownOn:Ljava/lang/String;

.field private variety:Ljava/lang/String;


# direct methods
.method static bridge synthetic -$$Nest$fgetbedId(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/beds/Planting$Builder;->bedId:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetcrop(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/beds/Planting$Builder;->crop:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetexpectedHarvest(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/beds/Planting$Builder;->expectedHarvest:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetharvestedGrams(Lcom/verdant/garden/beds/Planting$Builder;)I
    .registers 1

    iget p0, p0, Lcom/verdant/garden/beds/Planting$Builder;->harvestedGrams:I

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetid(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/beds/Planting$Builder;->id:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetsownOn(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/beds/Planting$Builder;->sownOn:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetvariety(Lcom/verdant/garden/beds/Planting$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/beds/Planting$Builder;->variety:Ljava/lang/String;

    return-object p0
.end method

.method constructor <init>()V
    .registers 1

    .line 87
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 88
    return-void
.end method


# virtual methods
.method public bedId(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;
    .registers 2

    .line 96
    iput-object p1, p0, Lcom/verdant/garden/beds/Planting$Builder;->bedId:Ljava/lang/String;

    .line 97
    return-object p0
.end method

.method public build()Lcom/verdant/garden/beds/Planting;
    .registers 2

    .line 126
    new-instance v0, Lcom/verdant/garden/beds/Planting;

    invoke-direct {v0, p0}, Lcom/verdant/garden/beds/Planting;-><init>(Lcom/verdant/garden/beds/Planting$Builder;)V

    return-object v0
.end method

.method public crop(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;
    .registers 2

    .line 101
    iput-object p1, p0, Lcom/verdant/garden/beds/Planting$Builder;->crop:Ljava/lang/String;

    .line 102
    return-object p0
.end method

.method public expectedHarvest(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;
    .registers 2

    .line 116
    iput-object p1, p0, Lcom/verdant/garden/beds/Planting$Builder;->expectedHarvest:Ljava/lang/String;

    .line 117
    return-object p0
.end method

.method public harvestedGrams(I)Lcom/verdant/garden/beds/Planting$Builder;
    .registers 2

    .line 121
    iput p1, p0, Lcom/verdant/garden/beds/Planting$Builder;->harvestedGrams:I

    .line 122
    return-object p0
.end method

.method public id(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;
    .registers 2

    .line 91
    iput-object p1, p0, Lcom/verdant/garden/beds/Planting$Builder;->id:Ljava/lang/String;

    .line 92
    return-object p0
.end method

.method public sownOn(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;
    .registers 2

    .line 111
    iput-object p1, p0, Lcom/verdant/garden/beds/Planting$Builder;->sownOn:Ljava/lang/String;

    .line 112
    return-object p0
.end method

.method public variety(Ljava/lang/String;)Lcom/verdant/garden/beds/Planting$Builder;
    .registers 2

    .line 106
    iput-object p1, p0, Lcom/verdant/garden/beds/Planting$Builder;->variety:Ljava/lang/String;

    .line 107
    return-object p0
.end method
