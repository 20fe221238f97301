.class public final Lapp/larder/home/ui/ConfirmRequest;
.super Ljava/lang/Object;
.source "ConfirmRequest.kt"

# interfaces
.implements Landroid/os/Parcelable;


# static fields
.field public static final CREATOR:Landroid/os/Parcelable$Creator;

.field public static final Companion:Lapp/larder/home/ui/ConfirmRequest$Companion;


# instance fields
.field private final action:Ljava/lang/String;

.field private final code:I

.field private final consequence:Ljava/lang/String;

.field private final target:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/ui/ConfirmRequest$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/ui/ConfirmRequest$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/ui/ConfirmRequest;->Companion:Lapp/larder/home/ui/ConfirmRequest$Companion;

    .line 19
    new-instance v0, Lapp/larder/home/ui/ConfirmRequest$Companion$CREATOR$1;

    invoke-direct {v0}, Lapp/larder/home/ui/ConfirmRequest$Companion$CREATOR$1;-><init>()V

    check-cast v0, Landroid/os/Parcelable$Creator;

    sput-object v0, Lapp/larder/home/ui/ConfirmRequest;->CREATOR:Landroid/os/Parcelable$Creator;

    return-void
.end method

.method public constructor <init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 6

    const-string v0, "action"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "target"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "consequence"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lapp/larder/home/ui/ConfirmRequest;->code:I

    iput-object p2, p0, Lapp/larder/home/ui/ConfirmRequest;->action:Ljava/lang/String;

    iput-object p3, p0, Lapp/larder/home/ui/ConfirmRequest;->target:Ljava/lang/String;

    iput-object p4, p0, Lapp/larder/home/ui/ConfirmRequest;->consequence:Ljava/lang/String;

    return-void
.end method

.method public static synthetic copy$default(Lapp/larder/home/ui/ConfirmRequest;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Lapp/larder/home/ui/ConfirmRequest;
    .registers 8

    and-int/lit8 v0, p5, 0x1

    if-eqz v0, :cond_0

    iget p1, p0, Lapp/larder/home/ui/ConfirmRequest;->code:I

    :cond_0
    and-int/lit8 v0, p5, 0x2

    if-eqz v0, :cond_1

    iget-object p2, p0, Lapp/larder/home/ui/ConfirmRequest;->action:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p5, 0x4

    if-eqz v0, :cond_2

    iget-object p3, p0, Lapp/larder/home/ui/ConfirmRequest;->target:Ljava/lang/String;

    :cond_2
    and-int/lit8 v0, p5, 0x8

    if-eqz v0, :cond_3

    iget-object p4, p0, Lapp/larder/home/ui/ConfirmRequest;->consequence:Ljava/lang/String;

    :cond_3
    invoke-virtual {p0, p1, p2, p3, p4}, Lapp/larder/home/ui/ConfirmRequest;->copy(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/home/ui/ConfirmRequest;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()I
    .registers 2

    iget v0, p0, Lapp/larder/home/ui/ConfirmRequest;->code:I

    return v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->action:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->target:Ljava/lang/String;

    return-object v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->consequence:Ljava/lang/String;

    return-object v0
.end method

.method public final copy(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)Lapp/larder/home/ui/ConfirmRequest;
    .registers 7

    const-string v1, "action"

    invoke-static {p2, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "target"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "consequence"

    invoke-static {p4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/larder/home/ui/ConfirmRequest;

    invoke-direct {v0, p1, p2, p3, p4}, Lapp/larder/home/ui/ConfirmRequest;-><init>(ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V

    return-object v0
.end method

.method public describeContents()I
    .registers 2

    .line 8
    const/4 v0, 0x0

    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/home/ui/ConfirmRequest;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/home/ui/ConfirmRequest;

    move-object v2, v0

    iget v0, p0, Lapp/larder/home/ui/ConfirmRequest;->code:I

    iget v1, v2, Lapp/larder/home/ui/ConfirmRequest;->code:I

    if-eq v0, v1, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->action:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/home/ui/ConfirmRequest;->action:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->target:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/home/ui/ConfirmRequest;->target:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->consequence:Ljava/lang/String;

    iget-object v1, v2, Lapp/larder/home/ui/ConfirmRequest;->consequence:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    const/4 v0, 0x1

    return v0
.end method

.method public final getAction()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->action:Ljava/lang/String;

    return-object v0
.end method

.method public final getCode()I
    .registers 2

    .line 7
    iget v0, p0, Lapp/larder/home/ui/ConfirmRequest;->code:I

    return v0
.end method

.method public final getConsequence()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->consequence:Ljava/lang/String;

    return-object v0
.end method

.method public final getTarget()Ljava/lang/String;
    .registers 2

    .line 7
    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->target:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 4

    iget v0, p0, Lapp/larder/home/ui/ConfirmRequest;->code:I

    invoke-static {v0}, Ljava/lang/Integer;->hashCode(I)I

    move-result v2

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/home/ui/ConfirmRequest;->action:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/home/ui/ConfirmRequest;->target:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    mul-int/lit8 v0, v2, 0x1f

    iget-object v1, p0, Lapp/larder/home/ui/ConfirmRequest;->consequence:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v2, v0, v1

    return v2
.end method

.method public toString()Ljava/lang/String;
    .registers 7

    iget v0, p0, Lapp/larder/home/ui/ConfirmRequest;->code:I

    iget-object v1, p0, Lapp/larder/home/ui/ConfirmRequest;->action:Ljava/lang/String;

    iget-object v2, p0, Lapp/larder/home/ui/ConfirmRequest;->target:Ljava/lang/String;

    iget-object v3, p0, Lapp/larder/home/ui/ConfirmRequest;->consequence:Ljava/lang/String;

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "ConfirmRequest(code="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v5, ", action="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", target="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ", consequence="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v5, ")"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public writeToParcel(Landroid/os/Parcel;I)V
    .registers 4

    const-string v0, "dest"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 11
    iget v0, p0, Lapp/larder/home/ui/ConfirmRequest;->code:I

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeInt(I)V

    .line 12
    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->action:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 13
    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->target:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 14
    iget-object v0, p0, Lapp/larder/home/ui/ConfirmRequest;->consequence:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 15
    return-void
.end method
