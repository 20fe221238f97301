.class public interface abstract annotation Lcom/larder/kitchen/cetp/Tool;
.super Ljava/lang/Object;
.source "Tool.java"

# interfaces
.implements Ljava/lang/annotation/Annotation;


# annotations
.annotation system Ldalvik/annotation/AnnotationDefault;
    value = .subannotation Lcom/larder/kitchen/cetp/Tool;
        confirm = "never"
        destructive = false
        openWorld = false
        risk = "low"
        screen = Lcom/larder/kitchen/ui/ConfirmActivity;
    .end subannotation
.end annotation

.annotation runtime Ljava/lang/annotation/Retention;
    value = .enum Ljava/lang/annotation/RetentionPolicy;->RUNTIME:Ljava/lang/annotation/RetentionPolicy;
.end annotation

.annotation runtime Ljava/lang/annotation/Target;
    value = {
        .enum Ljava/lang/annotation/ElementType;->METHOD:Ljava/lang/annotation/ElementType;
    }
.end annotation


# virtual methods
.method public abstract confirm()Ljava/lang/String;
.end method

.method public abstract description()Ljava/lang/String;
.end method

.method public abstract destructive()Z
.end method

.method public abstract effect()Ljava/lang/String;
.end method

.method public abstract name()Ljava/lang/String;
.end method

.method public abstract openWorld()Z
.end method

.method public abstract risk()Ljava/lang/String;
.end method

.method public abstract scopes()[Ljava/lang/String;
.end method

.method public abstract screen()Ljava/lang/Class;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/lang/Class<",
            "+",
            "Landroid/app/Activity;",
            ">;"
        }
    .end annotation
.end method

.method public abstract title()Ljava/lang/String;
.end method
