.class public final Lcom/larkbook/Registries;
.super Ljava/lang/Object;
.source "Sessions.kt"

# static fields
.field public static final INSTANCE:Lcom/larkbook/Registries;
.field private static final calendar:Lcom/larkbook/SessionRegistry;
.field private static final people:Lcom/larkbook/SessionRegistry;


# direct methods
.method static constructor <clinit>()V
    .registers 3
    new-instance v0, Lcom/larkbook/Registries;
    invoke-direct {v0}, Lcom/larkbook/Registries;-><init>()V
    sput-object v0, Lcom/larkbook/Registries;->INSTANCE:Lcom/larkbook/Registries;
    .line 27
    new-instance v0, Lcom/larkbook/SessionRegistry;
    const-wide/32 v1, 0x1499700
    invoke-direct {v0, v1, v2}, Lcom/larkbook/SessionRegistry;-><init>(J)V
    sput-object v0, Lcom/larkbook/Registries;->calendar:Lcom/larkbook/SessionRegistry;
    .line 28
    new-instance v0, Lcom/larkbook/SessionRegistry;
    const-wide/32 v1, 0x36ee80
    invoke-direct {v0, v1, v2}, Lcom/larkbook/SessionRegistry;-><init>(J)V
    sput-object v0, Lcom/larkbook/Registries;->people:Lcom/larkbook/SessionRegistry;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 26
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final getCalendar()Lcom/larkbook/SessionRegistry;
    .registers 2
    .line 27
    sget-object v0, Lcom/larkbook/Registries;->calendar:Lcom/larkbook/SessionRegistry;
    return-object v0
.end method

.method public final getPeople()Lcom/larkbook/SessionRegistry;
    .registers 2
    .line 28
    sget-object v0, Lcom/larkbook/Registries;->people:Lcom/larkbook/SessionRegistry;
    return-object v0
.end method
