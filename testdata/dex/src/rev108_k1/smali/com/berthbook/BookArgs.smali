.class public final Lcom/berthbook/BookArgs;
.super Ljava/lang/Object;
.source "Args.kt"

# static fields
.field public static final Companion:Lcom/berthbook/BookArgs$Companion;

# instance fields
.field private final marina:Ljava/lang/String;
.field private final vessel:Ljava/lang/String;
.field private final nights:I
.field private final bookingId:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V
    .registers 7
    const-string v1, "marina"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "vessel"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 10
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 12
    iput-object v3, v2, Lcom/berthbook/BookArgs;->marina:Ljava/lang/String;
    .line 13
    iput-object v4, v2, Lcom/berthbook/BookArgs;->vessel:Ljava/lang/String;
    .line 14
    iput v5, v2, Lcom/berthbook/BookArgs;->nights:I
    .line 15
    iput-object v6, v2, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    .line 11
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;ILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 9
    .line 11
    const/4 v1, 0x4
    and-int v0, v7, v1
    if-eqz v0, :L9
    .line 14
    const/4 v5, 0x1
:L9
    .line 11
    const/16 v1, 0x8
    and-int v0, v7, v1
    if-eqz v0, :L20
    .line 15
    const/4 v6, 0x0
:L20
    .line 11
    invoke-direct {v2, v3, v4, v5, v6}, Lcom/berthbook/BookArgs;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V
    .line 16
    return-void
.end method

.method public static synthetic getBookingId$annotations()V
    .registers 0
    return-void
.end method

.method public static synthetic copy$default(Lcom/berthbook/BookArgs;Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;ILjava/lang/Object;)Lcom/berthbook/BookArgs;
    .registers 9
    const/4 v1, 0x1
    and-int v0, v7, v1
    if-eqz v0, :L12
    iget-object v0, v2, Lcom/berthbook/BookArgs;->marina:Ljava/lang/String;
    move-object v3, v0
:L12
    const/4 v1, 0x2
    and-int v0, v7, v1
    if-eqz v0, :L24
    iget-object v0, v2, Lcom/berthbook/BookArgs;->vessel:Ljava/lang/String;
    move-object v4, v0
:L24
    const/4 v1, 0x4
    and-int v0, v7, v1
    if-eqz v0, :L36
    iget v0, v2, Lcom/berthbook/BookArgs;->nights:I
    move v5, v0
:L36
    const/16 v1, 0x8
    and-int v0, v7, v1
    if-eqz v0, :L50
    iget-object v0, v2, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    move-object v6, v0
:L50
    invoke-virtual {v2, v3, v4, v5, v6}, Lcom/berthbook/BookArgs;->copy(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Lcom/berthbook/BookArgs;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic write$Self$main(Lcom/berthbook/BookArgs;Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .registers 8
    .line 10
    const/4 v2, 0x0
    iget-object v3, v5, Lcom/berthbook/BookArgs;->marina:Ljava/lang/String;
    invoke-interface {v6, v7, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILjava/lang/String;)V
    const/4 v2, 0x1
    iget-object v3, v5, Lcom/berthbook/BookArgs;->vessel:Ljava/lang/String;
    invoke-interface {v6, v7, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILjava/lang/String;)V
    const/4 v2, 0x2
    invoke-interface {v6, v7, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-eqz v0, :L39
    const/4 v0, 0x1
    goto :L52
:L39
    iget v0, v5, Lcom/berthbook/BookArgs;->nights:I
    .line 14
    const/4 v1, 0x1
    .line 10
    if-eq v0, v1, :L51
    const/4 v0, 0x1
    goto :L52
:L51
    const/4 v0, 0x0
:L52
    if-eqz v0, :L67
    const/4 v2, 0x2
    iget v3, v5, Lcom/berthbook/BookArgs;->nights:I
    invoke-interface {v6, v7, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeIntElement(Lkotlinx/serialization/descriptors/SerialDescriptor;II)V
:L67
    const/4 v2, 0x3
    invoke-interface {v6, v7, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-eqz v0, :L82
    const/4 v0, 0x1
    goto :L94
:L82
    iget-object v0, v5, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    if-eqz v0, :L93
    const/4 v0, 0x1
    goto :L94
:L93
    const/4 v0, 0x0
:L94
    if-eqz v0, :L115
    const/4 v2, 0x3
    sget-object v3, Lkotlinx/serialization/internal/StringSerializer;->INSTANCE:Lkotlinx/serialization/internal/StringSerializer;
    check-cast v3, Lkotlinx/serialization/SerializationStrategy;
    iget-object v4, v5, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    invoke-interface {v6, v7, v2, v3, v4}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeNullableSerializableElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILkotlinx/serialization/SerializationStrategy;Ljava/lang/Object;)V
:L115
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;ILjava/lang/String;Lkotlinx/serialization/internal/SerializationConstructorMarker;)V
    .registers 10
    .line 10
    const/4 v0, 0x3
    const/4 v1, 0x3
    and-int v1, v1, v4
    if-eq v0, v1, :L19
    const/4 v1, 0x3
    sget-object v2, Lcom/berthbook/BookArgs$$serializer;->INSTANCE:Lcom/berthbook/BookArgs$$serializer;
    invoke-virtual {v2}, Lcom/berthbook/BookArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v2
    invoke-static {v4, v1, v2}, Lkotlinx/serialization/internal/PluginKt;->throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)Ljava/lang/Void;
:L19
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    iput-object v5, v3, Lcom/berthbook/BookArgs;->marina:Ljava/lang/String;
    iput-object v6, v3, Lcom/berthbook/BookArgs;->vessel:Ljava/lang/String;
    const/4 v1, 0x4
    and-int v0, v4, v1
    if-nez v0, :L47
    .line 14
    const/4 v1, 0x1
    .line 10
    iput v1, v3, Lcom/berthbook/BookArgs;->nights:I
    goto :L53
:L47
    iput v7, v3, Lcom/berthbook/BookArgs;->nights:I
:L53
    const/16 v1, 0x8
    and-int v0, v4, v1
    if-nez v0, :L68
    .line 15
    const/4 v1, 0x0
    .line 10
    iput-object v1, v3, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    goto :L74
:L68
    iput-object v8, v3, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
:L74
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/berthbook/BookArgs$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/berthbook/BookArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/berthbook/BookArgs;->Companion:Lcom/berthbook/BookArgs$Companion;
    return-void
.end method


# virtual methods
.method public final getMarina()Ljava/lang/String;
    .registers 2
    .line 12
    iget-object v0, v1, Lcom/berthbook/BookArgs;->marina:Ljava/lang/String;
    return-object v0
.end method

.method public final getVessel()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, v1, Lcom/berthbook/BookArgs;->vessel:Ljava/lang/String;
    return-object v0
.end method

.method public final getNights()I
    .registers 2
    .line 14
    iget v0, v1, Lcom/berthbook/BookArgs;->nights:I
    return v0
.end method

.method public final getBookingId()Ljava/lang/String;
    .registers 2
    .line 15
    iget-object v0, v1, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    return-object v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/BookArgs;->marina:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/BookArgs;->vessel:Ljava/lang/String;
    return-object v0
.end method

.method public final component3()I
    .registers 2
    iget v0, v1, Lcom/berthbook/BookArgs;->nights:I
    return v0
.end method

.method public final component4()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    return-object v0
.end method

.method public final copy(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)Lcom/berthbook/BookArgs;
    .registers 7
    const-string v1, "marina"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v1, "vessel"
    invoke-static {v4, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/berthbook/BookArgs;
    invoke-direct {v0, v3, v4, v5, v6}, Lcom/berthbook/BookArgs;-><init>(Ljava/lang/String;Ljava/lang/String;ILjava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 7
    iget-object v0, v6, Lcom/berthbook/BookArgs;->marina:Ljava/lang/String;
    iget-object v1, v6, Lcom/berthbook/BookArgs;->vessel:Ljava/lang/String;
    iget v2, v6, Lcom/berthbook/BookArgs;->nights:I
    iget-object v3, v6, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    new-instance v4, Ljava/lang/StringBuilder;
    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V
    const-string v5, "BookArgs(marina="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", vessel="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ", nights="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v5, ", bookingId="
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v5, ")"
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/berthbook/BookArgs;->marina:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/berthbook/BookArgs;->vessel:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget v1, v3, Lcom/berthbook/BookArgs;->nights:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
    add-int v0, v0, v1
    move v2, v0
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-object v1, v3, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    if-nez v1, :L49
    const/4 v1, 0x0
    goto :L56
:L49
    iget-object v1, v3, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I
    move-result v1
:L56
    add-int v0, v0, v1
    move v2, v0
    return v2
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 5
    if-ne v3, v4, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, v4, Lcom/berthbook/BookArgs;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/berthbook/BookArgs;
    move-object v2, v0
    iget-object v0, v3, Lcom/berthbook/BookArgs;->marina:Ljava/lang/String;
    iget-object v1, v2, Lcom/berthbook/BookArgs;->marina:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-object v0, v3, Lcom/berthbook/BookArgs;->vessel:Ljava/lang/String;
    iget-object v1, v2, Lcom/berthbook/BookArgs;->vessel:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L53
    const/4 v0, 0x0
    return v0
:L53
    iget v0, v3, Lcom/berthbook/BookArgs;->nights:I
    iget v1, v2, Lcom/berthbook/BookArgs;->nights:I
    if-eq v0, v1, :L66
    const/4 v0, 0x0
    return v0
:L66
    iget-object v0, v3, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    iget-object v1, v2, Lcom/berthbook/BookArgs;->bookingId:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L82
    const/4 v0, 0x0
    return v0
:L82
    const/4 v0, 0x1
    return v0
.end method

