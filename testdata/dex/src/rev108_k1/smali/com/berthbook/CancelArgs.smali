.class public final Lcom/berthbook/CancelArgs;
.super Ljava/lang/Object;
.source "Args.kt"

# static fields
.field public static final Companion:Lcom/berthbook/CancelArgs$Companion;

# instance fields
.field private final bookingId:Ljava/lang/String;
.field private final force:Z


# direct methods
.method public constructor <init>(Ljava/lang/String;Z)V
    .registers 5
    const-string v1, "bookingId"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 18
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    .line 19
    iput-object v3, v2, Lcom/berthbook/CancelArgs;->bookingId:Ljava/lang/String;
    iput-boolean v4, v2, Lcom/berthbook/CancelArgs;->force:Z
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;ZILkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    .line 19
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L8
    const/4 v4, 0x0
:L8
    invoke-direct {v2, v3, v4}, Lcom/berthbook/CancelArgs;-><init>(Ljava/lang/String;Z)V
    return-void
.end method

.method public static synthetic getBookingId$annotations()V
    .registers 0
    return-void
.end method

.method public static synthetic copy$default(Lcom/berthbook/CancelArgs;Ljava/lang/String;ZILjava/lang/Object;)Lcom/berthbook/CancelArgs;
    .registers 7
    const/4 v1, 0x1
    and-int v0, v5, v1
    if-eqz v0, :L11
    iget-object v0, v2, Lcom/berthbook/CancelArgs;->bookingId:Ljava/lang/String;
    move-object v3, v0
:L11
    const/4 v1, 0x2
    and-int v0, v5, v1
    if-eqz v0, :L22
    iget-boolean v0, v2, Lcom/berthbook/CancelArgs;->force:Z
    move v4, v0
:L22
    invoke-virtual {v2, v3, v4}, Lcom/berthbook/CancelArgs;->copy(Ljava/lang/String;Z)Lcom/berthbook/CancelArgs;
    move-result-object v0
    return-object v0
.end method

.method public static final synthetic write$Self$main(Lcom/berthbook/CancelArgs;Lkotlinx/serialization/encoding/CompositeEncoder;Lkotlinx/serialization/descriptors/SerialDescriptor;)V
    .registers 7
    .line 18
    const/4 v2, 0x0
    iget-object v3, v4, Lcom/berthbook/CancelArgs;->bookingId:Ljava/lang/String;
    invoke-interface {v5, v6, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeStringElement(Lkotlinx/serialization/descriptors/SerialDescriptor;ILjava/lang/String;)V
    const/4 v2, 0x1
    invoke-interface {v5, v6, v2}, Lkotlinx/serialization/encoding/CompositeEncoder;->shouldEncodeElementDefault(Lkotlinx/serialization/descriptors/SerialDescriptor;I)Z
    move-result v0
    if-eqz v0, :L27
    const/4 v0, 0x1
    goto :L40
:L27
    iget-boolean v0, v4, Lcom/berthbook/CancelArgs;->force:Z
    .line 19
    nop
    .line 18
    if-eqz v0, :L39
    const/4 v0, 0x1
    goto :L40
:L39
    const/4 v0, 0x0
:L40
    if-eqz v0, :L55
    const/4 v2, 0x1
    iget-boolean v3, v4, Lcom/berthbook/CancelArgs;->force:Z
    invoke-interface {v5, v6, v2, v3}, Lkotlinx/serialization/encoding/CompositeEncoder;->encodeBooleanElement(Lkotlinx/serialization/descriptors/SerialDescriptor;IZ)V
:L55
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;ZLkotlinx/serialization/internal/SerializationConstructorMarker;)V
    .registers 8
    .line 18
    const/4 v0, 0x1
    const/4 v1, 0x1
    and-int v1, v1, v4
    if-eq v0, v1, :L19
    const/4 v1, 0x1
    sget-object v2, Lcom/berthbook/CancelArgs$$serializer;->INSTANCE:Lcom/berthbook/CancelArgs$$serializer;
    invoke-virtual {v2}, Lcom/berthbook/CancelArgs$$serializer;->getDescriptor()Lkotlinx/serialization/descriptors/SerialDescriptor;
    move-result-object v2
    invoke-static {v4, v1, v2}, Lkotlinx/serialization/internal/PluginKt;->throwMissingFieldException(IILkotlinx/serialization/descriptors/SerialDescriptor;)Ljava/lang/Void;
:L19
    invoke-direct {v3}, Ljava/lang/Object;-><init>()V
    iput-object v5, v3, Lcom/berthbook/CancelArgs;->bookingId:Ljava/lang/String;
    const/4 v1, 0x2
    and-int v0, v4, v1
    if-nez v0, :L42
    .line 19
    const/4 v1, 0x0
    .line 18
    iput-boolean v1, v3, Lcom/berthbook/CancelArgs;->force:Z
    goto :L47
:L42
    iput-boolean v6, v3, Lcom/berthbook/CancelArgs;->force:Z
:L47
    return-void
.end method

.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/berthbook/CancelArgs$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/berthbook/CancelArgs$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/berthbook/CancelArgs;->Companion:Lcom/berthbook/CancelArgs$Companion;
    return-void
.end method


# virtual methods
.method public final getBookingId()Ljava/lang/String;
    .registers 2
    .line 19
    iget-object v0, v1, Lcom/berthbook/CancelArgs;->bookingId:Ljava/lang/String;
    return-object v0
.end method

.method public final getForce()Z
    .registers 2
    .line 19
    iget-boolean v0, v1, Lcom/berthbook/CancelArgs;->force:Z
    return v0
.end method

.method public final component1()Ljava/lang/String;
    .registers 2
    iget-object v0, v1, Lcom/berthbook/CancelArgs;->bookingId:Ljava/lang/String;
    return-object v0
.end method

.method public final component2()Z
    .registers 2
    iget-boolean v0, v1, Lcom/berthbook/CancelArgs;->force:Z
    return v0
.end method

.method public final copy(Ljava/lang/String;Z)Lcom/berthbook/CancelArgs;
    .registers 5
    const-string v1, "bookingId"
    invoke-static {v3, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    new-instance v0, Lcom/berthbook/CancelArgs;
    invoke-direct {v0, v3, v4}, Lcom/berthbook/CancelArgs;-><init>(Ljava/lang/String;Z)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 5
    iget-object v0, v4, Lcom/berthbook/CancelArgs;->bookingId:Ljava/lang/String;
    iget-boolean v1, v4, Lcom/berthbook/CancelArgs;->force:Z
    new-instance v2, Ljava/lang/StringBuilder;
    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V
    const-string v3, "CancelArgs(bookingId="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v3, ", force="
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;
    const-string v3, ")"
    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method

.method public hashCode()I
    .registers 4
    iget-object v0, v3, Lcom/berthbook/CancelArgs;->bookingId:Ljava/lang/String;
    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I
    move-result v2
    const/16 v1, 0x1f
    mul-int v0, v2, v1
    iget-boolean v1, v3, Lcom/berthbook/CancelArgs;->force:Z
    invoke-static {v1}, Ljava/lang/Boolean;->hashCode(Z)I
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
    instance-of v0, v4, Lcom/berthbook/CancelArgs;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, v4
    check-cast v0, Lcom/berthbook/CancelArgs;
    move-object v2, v0
    iget-object v0, v3, Lcom/berthbook/CancelArgs;->bookingId:Ljava/lang/String;
    iget-object v1, v2, Lcom/berthbook/CancelArgs;->bookingId:Ljava/lang/String;
    invoke-static {v0, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    move-result v0
    if-nez v0, :L37
    const/4 v0, 0x0
    return v0
:L37
    iget-boolean v0, v3, Lcom/berthbook/CancelArgs;->force:Z
    iget-boolean v1, v2, Lcom/berthbook/CancelArgs;->force:Z
    if-eq v0, v1, :L50
    const/4 v0, 0x0
    return v0
:L50
    const/4 v0, 0x1
    return v0
.end method

