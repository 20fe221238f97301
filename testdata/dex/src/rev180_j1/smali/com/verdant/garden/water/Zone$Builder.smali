.class public final Lcom/verdant/garden/water/Zone$Builder;
.super Ljava/lang/Object;
.source "Zone.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/verdant/garden/water/Zone;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x19
    name = "Builder"
.end annotation


# instance fields
.field private days:Ljava/lang/String;

.field private id:Ljava/lang/String;

.field private minutes:I

.field private name:Ljava/lang/String;

.field private startMinute:I

.field private valve:I


# direct methods
.method static bridge synthetic -$$Nest$fgetdays(Lcom/verdant/garden/water/Zone$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/water/Zone$Builder;->days:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetid(Lcom/verdant/garden/water/Zone$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/water/Zone$Builder;->id:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetminutes(Lcom/verdant/garden/water/Zone$Builder;)I
    .registers 1

    iget p0, p0, Lcom/verdant/garden/water/Zone$Builder;->minutes:I

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetname(Lcom/verdant/garden/water/Zone$Builder;)Ljava/lang/String;
    .registers 1

    iget-object p0, p0, Lcom/verdant/garden/water/Zone$Builder;->name:Ljava/lang/String;

    return-object p0
.end method

.method static bridge synthetic -$$Nest$fgetstartMinute(Lcom/verdant/garden/water/Zone$Builder;)I
    .registers 1

    iget p0, p0, Lcom/verdant/garden/water/Zone$Builder;->startMinute:I

    return p0
.end method

.method static bridge synthetic -$$Nest$fgetvalve(Lcom/verdant/garden/water/Zone$Builder;)I
    .registers 1

    iget p0, p0, Lcom/verdant/garden/water/Zone$Builder;->valve:I

    return p0
.end method

.method constructor <init>()V
    .registers 1

    .line 58
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 59
    return-void
.end method


# virtual methods
.method public build()Lcom/verdant/garden/water/Zone;
    .registers 2

    .line 84
    new-instance v0, Lcom/verdant/garden/water/Zone;

    invoke-direct {v0, p0}, Lcom/verdant/garden/water/Zone;-><init>(Lcom/verdant/garden/water/Zone$Builder;)V

    return-object v0
.end method

.method public id(Ljava/lang/String;)Lcom/verdant/garden/water/Zone$Builder;
    .registers 2

    .line 62
    iput-object p1, p0, Lcom/verdant/garden/water/Zone$Builder;->id:Ljava/lang/String;

    .line 63
    return-object p0
.end method

.method public name(Ljava/lang/String;)Lcom/verdant/garden/water/Zone$Builder;
    .registers 2

    .line 67
    iput-object p1, p0, Lcom/verdant/garden/water/Zone$Builder;->name:Ljava/lang/String;

    .line 68
    return-object p0
.end method

.method public schedule(IILjava/lang/String;)Lcom/verdant/garden/water/Zone$Builder;
    .registers 4

    .line 77
    iput p1, p0, Lcom/verdant/garden/water/Zone$Builder;->startMinute:I

    .line 78
    iput p2, p0, Lcom/verdant/garden/water/Zone$Builder;->minutes:I

    .line 79
    iput-object p3, p0, Lcom/verdant/garden/water/Zone$Builder;->days:Ljava/lang/String;

    .line 80
    return-object p0
.end method

.method public valve(I)Lcom/verdant/garden/water/Zone$Builder;
    .registers 2

    .line 72
    iput p1, p0, Lcom/verdant/garden/water/Zone$Builder;->valve:I

    .line 73
    return-object p0
.end method
