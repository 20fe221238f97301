.class public final Lcom/hearthkit/RunTicket;
.super Ljava/lang/Object;
.source "Tickets.kt"

# static fields
.field static final synthetic $$delegatedProperties:[Lkotlin/reflect/KProperty;
.field public static final Companion:Lcom/hearthkit/RunTicket$Companion;
.field private static final random:Ljava/util/Random;


# instance fields
.field private final args:Ljava/lang/String;
.field private final expiresAt:J
.field private final token$delegate:Lkotlin/properties/ReadWriteProperty;
.field private final tool:Ljava/lang/String;
.field private final uid:I


# direct methods
.method static constructor <clinit>()V
    .registers 8
    const/4 v0, 0x1
    new-array v7, v0, [Lkotlin/reflect/KProperty;
    new-instance v2, Lkotlin/jvm/internal/MutablePropertyReference1Impl;
    const-class v3, Lcom/hearthkit/RunTicket;
    const-string v4, "token"
    const-string v5, "getToken()Ljava/lang/String;"
    const/4 v6, 0x0
    invoke-direct {v2, v3, v4, v5, v6}, Lkotlin/jvm/internal/MutablePropertyReference1Impl;-><init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    const/4 v1, 0x0
    aput-object v2, v7, v1
    sput-object v7, Lcom/hearthkit/RunTicket;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    new-instance v0, Lcom/hearthkit/RunTicket$Companion;
    const/4 v2, 0x0
    invoke-direct {v0, v2}, Lcom/hearthkit/RunTicket$Companion;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    sput-object v0, Lcom/hearthkit/RunTicket;->Companion:Lcom/hearthkit/RunTicket$Companion;
    new-instance v0, Ljava/util/Random;
    invoke-direct {v0}, Ljava/util/Random;-><init>()V
    sput-object v0, Lcom/hearthkit/RunTicket;->random:Ljava/util/Random;
    return-void
.end method

.method private constructor <init>(ILjava/lang/String;Ljava/lang/String;J)V
    .registers 10
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "args"
    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 49
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/hearthkit/RunTicket;->uid:I
    iput-object p2, p0, Lcom/hearthkit/RunTicket;->tool:Ljava/lang/String;
    iput-object p3, p0, Lcom/hearthkit/RunTicket;->args:Ljava/lang/String;
    iput-wide p4, p0, Lcom/hearthkit/RunTicket;->expiresAt:J
    .line 50
    sget-object v1, Lkotlin/properties/Delegates;->INSTANCE:Lkotlin/properties/Delegates;
    sget-object v0, Lcom/hearthkit/RunTicket;->Companion:Lcom/hearthkit/RunTicket$Companion;
    invoke-virtual {v0}, Lcom/hearthkit/RunTicket$Companion;->fresh()Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    .line 95
    new-instance v0, Lcom/hearthkit/RunTicket$special$$inlined$observable$1;
    invoke-direct {v0, v2, p0}, Lcom/hearthkit/RunTicket$special$$inlined$observable$1;-><init>(Ljava/lang/Object;Lcom/hearthkit/RunTicket;)V
    check-cast v0, Lkotlin/properties/ReadWriteProperty;
    .line 50
    iput-object v0, p0, Lcom/hearthkit/RunTicket;->token$delegate:Lkotlin/properties/ReadWriteProperty;
    .line 49
    return-void
.end method

.method public synthetic constructor <init>(ILjava/lang/String;Ljava/lang/String;JLkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7
    invoke-direct/range {p0 .. p5}, Lcom/hearthkit/RunTicket;-><init>(ILjava/lang/String;Ljava/lang/String;J)V
    return-void
.end method

.method public static final synthetic access$getRandom$cp()Ljava/util/Random;
    .registers 1
    .line 49
    sget-object v0, Lcom/hearthkit/RunTicket;->random:Ljava/util/Random;
    return-object v0
.end method


# virtual methods
.method public final getArgs()Ljava/lang/String;
    .registers 2
    .line 49
    iget-object v0, p0, Lcom/hearthkit/RunTicket;->args:Ljava/lang/String;
    return-object v0
.end method

.method public final getExpiresAt()J
    .registers 3
    .line 49
    iget-wide v0, p0, Lcom/hearthkit/RunTicket;->expiresAt:J
    return-wide v0
.end method

.method public final getToken()Ljava/lang/String;
    .registers 4
    .line 50
    iget-object v0, p0, Lcom/hearthkit/RunTicket;->token$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v1, Lcom/hearthkit/RunTicket;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v2, 0x0
    aget-object v1, v1, v2
    invoke-interface {v0, p0, v1}, Lkotlin/properties/ReadWriteProperty;->getValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;)Ljava/lang/Object;
    move-result-object v0
    check-cast v0, Ljava/lang/String;
    return-object v0
.end method

.method public final getTool-sS0Ossg()Ljava/lang/String;
    .registers 2
    .line 49
    iget-object v0, p0, Lcom/hearthkit/RunTicket;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 49
    iget v0, p0, Lcom/hearthkit/RunTicket;->uid:I
    return v0
.end method

.method public final setToken(Ljava/lang/String;)V
    .registers 6
    const-string v1, "<set-?>"
    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 50
    iget-object v0, p0, Lcom/hearthkit/RunTicket;->token$delegate:Lkotlin/properties/ReadWriteProperty;
    sget-object v2, Lcom/hearthkit/RunTicket;->$$delegatedProperties:[Lkotlin/reflect/KProperty;
    const/4 v3, 0x0
    aget-object v2, v2, v3
    invoke-interface {v0, p0, v2, p1}, Lkotlin/properties/ReadWriteProperty;->setValue(Ljava/lang/Object;Lkotlin/reflect/KProperty;Ljava/lang/Object;)V
    return-void
.end method
