.class final synthetic Lcom/larkbook/PeopleTools$mint$1;
.super Lkotlin/jvm/internal/FunctionReferenceImpl;
.source "PeopleTools.kt"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# static fields
.field public static final INSTANCE:Lcom/larkbook/PeopleTools$mint$1;


# direct methods
.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/larkbook/PeopleTools$mint$1;
    invoke-direct {v0}, Lcom/larkbook/PeopleTools$mint$1;-><init>()V
    sput-object v0, Lcom/larkbook/PeopleTools$mint$1;->INSTANCE:Lcom/larkbook/PeopleTools$mint$1;
    return-void
.end method

.method constructor <init>()V
    .registers 7
    move-object v0, p0
    const/4 v1, 0x1
    const-class v2, Lcom/larkbook/TokensKt;
    const-string v3, "secureBytes"
    const-string v4, "secureBytes(I)[B"
    const/4 v5, 0x1
    invoke-direct/range {v0 .. v5}, Lkotlin/jvm/internal/FunctionReferenceImpl;-><init>(ILjava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)V
    return-void
.end method


# virtual methods
.method public final invoke(I)[B
    .registers 3
    .line 19
    invoke-static {p1}, Lcom/larkbook/TokensKt;->secureBytes(I)[B
    move-result-object v0
    return-object v0
.end method

.method public bridge synthetic invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    .line 19
    move-object v1, p1
    check-cast v1, Ljava/lang/Number;
    invoke-virtual {v1}, Ljava/lang/Number;->intValue()I
    move-result v1
    invoke-virtual {p0, v1}, Lcom/larkbook/PeopleTools$mint$1;->invoke(I)[B
    move-result-object v0
    return-object v0
.end method
