.class public interface abstract Lcom/larchwood/library/Reply;
.super Ljava/lang/Object;
.source "Commands.kt"


# static fields
.field public static final Companion:Lcom/larchwood/library/Reply$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    sget-object v0, Lcom/larchwood/library/Reply$Companion;->$$INSTANCE:Lcom/larchwood/library/Reply$Companion;

    sput-object v0, Lcom/larchwood/library/Reply;->Companion:Lcom/larchwood/library/Reply$Companion;

    return-void
.end method
