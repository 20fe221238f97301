.class public final synthetic Lcom/vu/Tokens$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function1;

# static fields
.field public static final synthetic INSTANCE:Lcom/vu/Tokens$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/vu/Tokens$$ExternalSyntheticLambda0;
    invoke-direct {v0}, Lcom/vu/Tokens$$ExternalSyntheticLambda0;-><init>()V
    sput-object v0, Lcom/vu/Tokens$$ExternalSyntheticLambda0;->INSTANCE:Lcom/vu/Tokens$$ExternalSyntheticLambda0;
    return-void
.end method

.method public synthetic constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method


# virtual methods
.method public final invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    invoke-static {p1}, Lcom/vu/Tokens;->next$lambda$0(B)Ljava/lang/CharSequence;
    move-result-object v0
    return-object v0
.end method

