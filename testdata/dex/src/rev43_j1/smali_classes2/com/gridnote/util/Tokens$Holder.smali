.class final Lcom/gridnote/util/Tokens$Holder;
.super Ljava/lang/Object;
.source "Tokens.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/gridnote/util/Tokens;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Holder"
.end annotation


# static fields
.field static final INSTANCE:Lcom/gridnote/util/Tokens;


# direct methods
.method static constructor <clinit>()V
    .locals 1

    .line 35
    new-instance v0, Lcom/gridnote/util/Tokens;

    invoke-direct {v0}, Lcom/gridnote/util/Tokens;-><init>()V

    sput-object v0, Lcom/gridnote/util/Tokens$Holder;->INSTANCE:Lcom/gridnote/util/Tokens;

    return-void
.end method

.method constructor <init>()V
    .locals 0

    .line 34
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
