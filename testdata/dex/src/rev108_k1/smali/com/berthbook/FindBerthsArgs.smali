.class public final Lcom/berthbook/FindBerthsArgs;
.super Ljava/lang/Object;
.source "Args.kt"

# static fields
.field public static final Companion:Lcom/berthbook/FindBerthsArgs$Companion;

# instance fields
.field private final marina:Ljava/lang/String;
.field private final minLength:I


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 5
    const-string v1, "marina"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 8
    iput-object v3, v2, Lcom/berthbook/FindBerthsArgs;->marina:Ljava/lang/String;
    iput v4, v2, Lcom/berthbook/FindBerthsArgs;->minLength:I
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;IILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    .line 8
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L8
    const/4 v4, 0x0
:L8
    invoke-direct {v2, v3, v4}, Lcom/berthbook/FindBerthsArgs;-><init>(Ljava/lang/String;I)V
    return-void
.end method

.method public static synthetic getMinLength$annotations()V
    .registers 0
    return-void
.end method

.method public static synthetic copy$default(Lcom/berthbook/FindBerthsArgs;Ljava/lang/String;IILjava/lang/Object;)Lcom/berthbook/FindBerthsArgs;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/berthbook/FindBerthsArgs;->marina:Ljava/lang/String;
    move-object v3, v0
:L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget v0, v2, Lcom/berthbook/FindBerthsArgs;->minLength:I
    move v4, v0
:L22
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/FindBerthsArgs;->copy(Ljava/lang/String;I)Lcom/berthbook/FindBerthsArgs;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic write$Self$main(Lcom/berthbook/FindBerthsArgs;Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .registers 7
    .line 7
    const/4 v2, 0x0
    iget-object v3, v4, Lcom/berthbook/FindBerthsArgs;->marina:Ljava/lang/String;
    invoke-interface {v5, v6, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILjava/lang/String;)V
    const/4 v2, 0x1
    invoke-interface {v5, v6, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-eqz v0, :L27
    const/4 v0, 0x1
    goto :L39
:L27
    iget v0, v4, Lcom/berthbook/FindBerthsArgs;->minLength:I
    if-eqz v0, :L38
    const/4 v0, 0x1
    goto :L39
:L38
    const/4 v0, 0x0
:L39
    if-eqz v0, :L54
    const/4 v2, 0x1
    iget v3, v4, Lcom/berthbook/FindBerthsArgs;->minLength:I
    invoke-interface {v5, v6, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeIntElement(Lkotlinx/serialization/descriptors/SerialDescriptor;II)V
:L54
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;ILkotlinx/serialization/internal/SerializationConstructorMarker;)V
    .registers 8
    .line 7
    const/4 v0, 0x1
    const/4 v1, 0x1
    and-int v1, v1, v4
    if-eq v0, v1, :L19
    const/4 v1, 0x1
    sget-object v2, Lcom/berthbook/FindBerthsArgs$$serializer;->INSTANCE:Lcom/berthbook/FindBerthsArgs$$serializer;
    invoke-virtual {v2}, Lcom/berthbook/FindBerthsArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v2
    invoke-static {v4, v1, v2}, Lkotlinx/serialization/internal/PluginKt;->throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)Ljava/lang/Void;
:L19
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    iput-object v5, v3, Lcom/berthbook/FindBerthsArgs;->marina:Ljava/lang/String;
    const/4 v1, 0x2
    and-int v0, v4, v1
    if-nez v0, :L42
    .line 8
    const/4 v1, 0x0
    .line 7
    iput v1, v3, Lcom/berthbook/FindBerthsArgs;->minLength:I
    goto :L47
:L42
    iput v6, v3, Lcom/berthbook/FindBerthsArgs;->minLength:I
:L47
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/berthbook/FindBerthsArgs$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/berthbook/FindBerthsArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/berthbook/FindBerthsArgs;->Companion:Lcom/berthbook/FindBerthsArgs$Companion;
    return-void
.end method


# virtual methods
.method public final getMarina()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, v1, Lcom/berthbook/FindBerthsArgs;->marina:Ljava/lang/String;
    return-object v0
.end method

.method public final getMinLength()I
    .registers 2
    .line 8
    iget v0, v1, Lcom/berthbook/FindBerthsArgs;->minLength:I
    return v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/FindBerthsArgs;->marina:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()I
    .registers 2
    iget v0, v1, Lcom/berthbook/FindBerthsArgs;->minLength:I
    return v0
.end method

.method public final copy(Ljava/lang/String;I)Lcom/berthbook/FindBerthsArgs;
    .registers 5
    const-string v1, "marina"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/berthbook/FindBerthsArgs;
    invoke-direct {v0, v3, v4}, Lcom/berthbook/FindBerthsArgs;-><init>(Ljava/lang/String;I)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, v4, Lcom/berthbook/FindBerthsArgs;->marina:Ljava/lang/String;
    iget v1, v4, Lcom/berthbook/FindBerthsArgs;->minLength:I
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "FindBerthsArgs(marina="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ", minLength="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/berthbook/FindBerthsArgs;->marina:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget v1, v3, Lcom/berthbook/FindBerthsArgs;->minLength:I
    invoke-static {v1}, Ljava/lang/Integer;->hashCode(I)I
    move-result v1
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
    instance-of v0, v4, Lcom/berthbook/FindBerthsArgs;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/berthbook/FindBerthsArgs;
    move-object v2, v0
    iget-object v0, v3, Lcom/berthbook/FindBerthsArgs;->marina:Ljava/lang/String;
    iget-object v1, v2, Lcom/berthbook/FindBerthsArgs;->marina:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget v0, v3, Lcom/berthbook/FindBerthsArgs;->minLength:I
    iget v1, v2, Lcom/berthbook/FindBerthsArgs;->minLength:I
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    const/4 v0, 0x1
    return v0
.end method

