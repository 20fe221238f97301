.class public interface abstract Lcom/pawsbook/clinic/PetsApi;
.super Ljava/lang/Object;
.source "Clinic.kt"


.method public abstract pet(Ljava/lang/String;)Lio/reactivex/rxjava3/core/Single;
.end method

.method public abstract visit(Ljava/lang/String;)Lio/reactivex/rxjava3/core/Maybe;
.end method

.method public abstract book(Lcom/pawsbook/clinic/Pet;Ljava/lang/String;I)Lio/reactivex/rxjava3/core/Single;
.end method

.method public abstract move(Lcom/pawsbook/clinic/Visit;Ljava/lang/String;I)Lio/reactivex/rxjava3/core/Single;
.end method

.method public abstract cancel(Ljava/lang/String;I)Lio/reactivex/rxjava3/core/Completable;
.end method

.method public abstract discharge(Ljava/lang/String;Ljava/lang/String;)Lio/reactivex/rxjava3/core/Completable;
.end method

