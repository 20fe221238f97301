.class public final Lcom/brambleway/Screen$SignIn;
.super Ljava/lang/Object;
.source "Screens.kt"

# interfaces
.implements Lcom/brambleway/Screen;

# static fields
.field public static final INSTANCE:Lcom/brambleway/Screen$SignIn;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/brambleway/Screen$SignIn;
    invoke-direct {v0}, Lcom/brambleway/Screen$SignIn;-><init>()V
    sput-object v0, Lcom/brambleway/Screen$SignIn;->INSTANCE:Lcom/brambleway/Screen$SignIn;
    return-void
.end method

.method private constructor <init>()V
    .registers 1
    .line 17
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne p0, p1, :L7
    const/4 v0, 0x1
    return v0
:L7
    instance-of v0, p1, Lcom/brambleway/Screen$SignIn;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
:L16
    move-object v0, p1
    check-cast v0, Lcom/brambleway/Screen$SignIn;
    const/4 v0, 0x1
    return v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x6b6ae2ed
    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "SignIn"
    return-object v0
.end method
