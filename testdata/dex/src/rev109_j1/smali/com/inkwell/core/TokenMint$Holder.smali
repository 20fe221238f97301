.class Lcom/inkwell/core/TokenMint$Holder;
.super Ljava/lang/Object;
.source "TokenMint.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/inkwell/core/TokenMint;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x8
    name = "Holder"
.end annotation


# static fields
.field static final INSTANCE:Lcom/inkwell/core/TokenMint;


# direct methods
.method static constructor <clinit>()V
    .registers 2

    .line 17
    new-instance v0, Lcom/inkwell/core/TokenMint;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lcom/inkwell/core/TokenMint;-><init>(Lcom/inkwell/core/TokenMint$1;)V

    sput-object v0, Lcom/inkwell/core/TokenMint$Holder;->INSTANCE:Lcom/inkwell/core/TokenMint;

    return-void
.end method

.method constructor <init>()V
    .registers 1

    .line 16
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
