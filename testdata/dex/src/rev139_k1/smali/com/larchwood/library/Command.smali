.class public interface abstract Lcom/larchwood/library/Command;
.super Ljava/lang/Object;
.source "Commands.kt"


# static fields
.field public static final Companion:Lcom/larchwood/library/Command$Companion;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    sget-object v0, Lcom/larchwood/library/Command$Companion;->$$INSTANCE:Lcom/larchwood/library/Command$Companion;

    sput-object v0, Lcom/larchwood/library/Command;->Companion:Lcom/larchwood/library/Command$Companion;

    return-void
.end method
