.class public final Lapp/larder/home/data/PantryItem;
.super Ljava/lang/Object;
.source "Entities.kt"

# interfaces
.implements Landroid/os/Parcelable;


# static fields
.field public static final CREATOR:Landroid/os/Parcelable$Creator;

.field public static final Companion:Lapp/larder/home/data/PantryItem$Companion;


# instance fields
.field private final expiresOnDay:J

.field private final id:J

.field private final location:Ljava/lang/String;

.field private final name:Ljava/lang/String;

.field private final quantity:I

.field private final unit:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lapp/larder/home/data/PantryItem$Companion;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lapp/larder/home/data/PantryItem$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    sput-object v0, Lapp/larder/home/data/PantryItem;->Companion:Lapp/larder/home/data/PantryItem$Companion;

    .line 37
    new-instance v0, Lapp/larder/home/data/PantryItem$Companion$CREATOR$1;

    invoke-direct {v0}, Lapp/larder/home/data/PantryItem$Companion$CREATOR$1;-><init>()V

    check-cast v0, Landroid/os/Parcelable$Creator;

    sput-object v0, Lapp/larder/home/data/PantryItem;->CREATOR:Landroid/os/Parcelable$Creator;

    return-void
.end method

.method public constructor <init>(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;J)V
    .registers 10

    const-string v0, "name"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "unit"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "location"

    invoke-static {p6, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-wide p1, p0, Lapp/larder/home/data/PantryItem;->id:J

    .line 10
    iput-object p3, p0, Lapp/larder/home/data/PantryItem;->name:Ljava/lang/String;

    .line 11
    iput p4, p0, Lapp/larder/home/data/PantryItem;->quantity:I

    .line 12
    iput-object p5, p0, Lapp/larder/home/data/PantryItem;->unit:Ljava/lang/String;

    .line 13
    iput-object p6, p0, Lapp/larder/home/data/PantryItem;->location:Ljava/lang/String;

    .line 14
    iput-wide p7, p0, Lapp/larder/home/data/PantryItem;->expiresOnDay:J

    .line 8
    return-void
.end method

.method public static synthetic copy$default(Lapp/larder/home/data/PantryItem;JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;JILjava/lang/Object;)Lapp/larder/home/data/PantryItem;
    .registers 12

    and-int/lit8 v0, p9, 0x1

    if-eqz v0, :cond_0

    iget-wide p1, p0, Lapp/larder/home/data/PantryItem;->id:J

    :cond_0
    and-int/lit8 v0, p9, 0x2

    if-eqz v0, :cond_1

    iget-object p3, p0, Lapp/larder/home/data/PantryItem;->name:Ljava/lang/String;

    :cond_1
    and-int/lit8 v0, p9, 0x4

    if-eqz v0, :cond_2

    iget p4, p0, Lapp/larder/home/data/PantryItem;->quantity:I

    :cond_2
    and-int/lit8 v0, p9, 0x8

    if-eqz v0, :cond_3

    iget-object p5, p0, Lapp/larder/home/data/PantryItem;->unit:Ljava/lang/String;

    :cond_3
    and-int/lit8 v0, p9, 0x10

    if-eqz v0, :cond_4

    iget-object p6, p0, Lapp/larder/home/data/PantryItem;->location:Ljava/lang/String;

    :cond_4
    and-int/lit8 v0, p9, 0x20

    if-eqz v0, :cond_5

    iget-wide p7, p0, Lapp/larder/home/data/PantryItem;->expiresOnDay:J

    :cond_5
    invoke-virtual/range {p0 .. p8}, Lapp/larder/home/data/PantryItem;->copy(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;J)Lapp/larder/home/data/PantryItem;

    move-result-object v0

    return-object v0
.end method


# virtual methods
.method public final component1()J
    .registers 3

    iget-wide v0, p0, Lapp/larder/home/data/PantryItem;->id:J

    return-wide v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final component3()I
    .registers 2

    iget v0, p0, Lapp/larder/home/data/PantryItem;->quantity:I

    return v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->unit:Ljava/lang/String;

    return-object v0
.end method

.method public final component5()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->location:Ljava/lang/String;

    return-object v0
.end method

.method public final component6()J
    .registers 3

    iget-wide v0, p0, Lapp/larder/home/data/PantryItem;->expiresOnDay:J

    return-wide v0
.end method

.method public final copy(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;J)Lapp/larder/home/data/PantryItem;
    .registers 18

    const-string v1, "name"

    invoke-static {p3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "unit"

    invoke-static {p5, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v1, "location"

    invoke-static {p6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    new-instance v0, Lapp/larder/home/data/PantryItem;

    move-wide v1, p1

    move-object v3, p3

    move v4, p4

    move-object v5, p5

    move-object v6, p6

    move-wide/from16 v7, p7

    invoke-direct/range {v0 .. v8}, Lapp/larder/home/data/PantryItem;-><init>(JLjava/lang/String;ILjava/lang/String;Ljava/lang/String;J)V

    return-object v0
.end method

.method public describeContents()I
    .registers 2

    .line 16
    const/4 v0, 0x0

    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 7

    if-ne p0, p1, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    instance-of v0, p1, Lapp/larder/home/data/PantryItem;

    if-nez v0, :cond_1

    const/4 v0, 0x0

    return v0

    :cond_1
    move-object v0, p1

    check-cast v0, Lapp/larder/home/data/PantryItem;

    move-object v4, v0

    iget-wide v0, p0, Lapp/larder/home/data/PantryItem;->id:J

    iget-wide v2, v4, Lapp/larder/home/data/PantryItem;->id:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_2

    const/4 v0, 0x0

    return v0

    :cond_2
    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->name:Ljava/lang/String;

    iget-object v1, v4, Lapp/larder/home/data/PantryItem;->name:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_3

    const/4 v0, 0x0

    return v0

    :cond_3
    iget v0, p0, Lapp/larder/home/data/PantryItem;->quantity:I

    iget v1, v4, Lapp/larder/home/data/PantryItem;->quantity:I

    if-eq v0, v1, :cond_4

    const/4 v0, 0x0

    return v0

    :cond_4
    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->unit:Ljava/lang/String;

    iget-object v1, v4, Lapp/larder/home/data/PantryItem;->unit:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_5

    const/4 v0, 0x0

    return v0

    :cond_5
    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->location:Ljava/lang/String;

    iget-object v1, v4, Lapp/larder/home/data/PantryItem;->location:Ljava/lang/String;

    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    return v0

    :cond_6
    iget-wide v0, p0, Lapp/larder/home/data/PantryItem;->expiresOnDay:J

    iget-wide v2, v4, Lapp/larder/home/data/PantryItem;->expiresOnDay:J

    cmp-long v0, v0, v2

    if-eqz v0, :cond_7

    const/4 v0, 0x0

    return v0

    :cond_7
    const/4 v0, 0x1

    return v0
.end method

.method public final getExpiresOnDay()J
    .registers 3

    .line 14
    iget-wide v0, p0, Lapp/larder/home/data/PantryItem;->expiresOnDay:J

    return-wide v0
.end method

.method public final getId()J
    .registers 3

    .line 9
    iget-wide v0, p0, Lapp/larder/home/data/PantryItem;->id:J

    return-wide v0
.end method

.method public final getLocation()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->location:Ljava/lang/String;

    return-object v0
.end method

.method public final getName()Ljava/lang/String;
    .registers 2

    .line 10
    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->name:Ljava/lang/String;

    return-object v0
.end method

.method public final getQuantity()I
    .registers 2

    .line 11
    iget v0, p0, Lapp/larder/home/data/PantryItem;->quantity:I

    return v0
.end method

.method public final getUnit()Ljava/lang/String;
    .registers 2

    .line 12
    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->unit:Ljava/lang/String;

    return-object v0
.end method

.method public hashCode()I
    .registers 5

    iget-wide v0, p0, Lapp/larder/home/data/PantryItem;->id:J

    invoke-static {v0, v1}, Ljava/lang/Long;->hashCode(J)I

    move-result v3

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/larder/home/data/PantryItem;->name:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget v1, p0, Lapp/larder/home/data/PantryItem;->quantity:I

    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/larder/home/data/PantryItem;->unit:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-object v1, p0, Lapp/larder/home/data/PantryItem;->location:Ljava/lang/String;

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    add-int v3, v0, v1

    mul-int/lit8 v0, v3, 0x1f

    iget-wide v1, p0, Lapp/larder/home/data/PantryItem;->expiresOnDay:J

    invoke-static {v1, v2}, Ljava/lang/Long;->hashCode(J)I

    move-result v1

    add-int v3, v0, v1

    return v3
.end method

.method public final toJson()Lorg/json/JSONObject;
    .registers 5

    .line 27
    new-instance v0, Lorg/json/JSONObject;

    invoke-direct {v0}, Lorg/json/JSONObject;-><init>()V

    .line 28
    iget-wide v2, p0, Lapp/larder/home/data/PantryItem;->id:J

    const-string v1, "id"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    .line 29
    iget-object v2, p0, Lapp/larder/home/data/PantryItem;->name:Ljava/lang/String;

    const-string v1, "name"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 30
    iget v2, p0, Lapp/larder/home/data/PantryItem;->quantity:I

    const-string v1, "quantity"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;I)Lorg/json/JSONObject;

    move-result-object v0

    .line 31
    iget-object v2, p0, Lapp/larder/home/data/PantryItem;->unit:Ljava/lang/String;

    const-string v1, "unit"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 32
    iget-object v2, p0, Lapp/larder/home/data/PantryItem;->location:Ljava/lang/String;

    const-string v1, "location"

    invoke-virtual {v0, v1, v2}, Lorg/json/JSONObject;->put(Ljava/lang/String;Ljava/lang/Object;)Lorg/json/JSONObject;

    move-result-object v0

    .line 33
    iget-wide v2, p0, Lapp/larder/home/data/PantryItem;->expiresOnDay:J

    const-string v1, "expires_on_day"

    invoke-virtual {v0, v1, v2, v3}, Lorg/json/JSONObject;->put(Ljava/lang/String;J)Lorg/json/JSONObject;

    move-result-object v0

    const-string v2, "put(...)"

    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V

    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 11

    iget-wide v0, p0, Lapp/larder/home/data/PantryItem;->id:J

    iget-object v2, p0, Lapp/larder/home/data/PantryItem;->name:Ljava/lang/String;

    iget v3, p0, Lapp/larder/home/data/PantryItem;->quantity:I

    iget-object v4, p0, Lapp/larder/home/data/PantryItem;->unit:Ljava/lang/String;

    iget-object v5, p0, Lapp/larder/home/data/PantryItem;->location:Ljava/lang/String;

    iget-wide v6, p0, Lapp/larder/home/data/PantryItem;->expiresOnDay:J

    new-instance v8, Ljava/lang/StringBuilder;

    invoke-direct {v8}, Ljava/lang/StringBuilder;-><init>()V

    const-string v9, "PantryItem(id="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v0, v1}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v9, ", name="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, ", quantity="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    const-string v9, ", unit="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, ", location="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v9, ", expiresOnDay="

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8, v6, v7}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    const-string v9, ")"

    invoke-virtual {v8, v9}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v8}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public writeToParcel(Landroid/os/Parcel;I)V
    .registers 5

    const-string v0, "dest"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 19
    iget-wide v0, p0, Lapp/larder/home/data/PantryItem;->id:J

    invoke-virtual {p1, v0, v1}, Landroid/os/Parcel;->writeLong(J)V

    .line 20
    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->name:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 21
    iget v0, p0, Lapp/larder/home/data/PantryItem;->quantity:I

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeInt(I)V

    .line 22
    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->unit:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 23
    iget-object v0, p0, Lapp/larder/home/data/PantryItem;->location:Ljava/lang/String;

    invoke-virtual {p1, v0}, Landroid/os/Parcel;->writeString(Ljava/lang/String;)V

    .line 24
    iget-wide v0, p0, Lapp/larder/home/data/PantryItem;->expiresOnDay:J

    invoke-virtual {p1, v0, v1}, Landroid/os/Parcel;->writeLong(J)V

    .line 25
    return-void
.end method
